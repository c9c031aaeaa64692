// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf2c6b564bd Section
@MainActor func use_f2c6b564bd<Parent, Content, Footer>(_ generics: (Parent, Content, Footer).Type) {
    let _: Any.Type = Section<Parent, Content, Footer>.self
}

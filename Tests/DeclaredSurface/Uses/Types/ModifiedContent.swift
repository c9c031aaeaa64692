// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud71a312333 ModifiedContent
@MainActor func use_d71a312333<Content, Modifier>(_ generics: (Content, Modifier).Type) {
    let _: Any.Type = ModifiedContent<Content, Modifier>.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u171a0606f7 Group
@MainActor func use_171a0606f7<Content>(_ generics: (Content).Type) {
    let _: Any.Type = Group<Content>.self
}

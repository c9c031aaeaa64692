// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub1a062ad21 EquatableView
@MainActor func use_b1a062ad21<Content: Equatable & View>(_ generics: (Content).Type) {
    let _: Any.Type = EquatableView<Content>.self
}

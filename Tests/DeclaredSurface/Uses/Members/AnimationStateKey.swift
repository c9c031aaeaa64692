// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf6619d084b AnimationStateKey.Value
@MainActor func use_f6619d084b<Self_: AnimationStateKey>(_ generics: (Self_).Type) {
    _ = Self_.Value.self
}

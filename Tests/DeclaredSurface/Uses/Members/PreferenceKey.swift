// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucec287f6b8 PreferenceKey.Value
@MainActor func use_cec287f6b8<Self_: PreferenceKey>(_ generics: (Self_).Type) {
    _ = Self_.Value.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf8df4d9bee AccessibilityLabeledPairRole
@MainActor func use_f8df4d9bee() {
    let _: Any.Type = AccessibilityLabeledPairRole.self
}

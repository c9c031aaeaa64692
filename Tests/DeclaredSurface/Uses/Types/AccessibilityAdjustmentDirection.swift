// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud52cd9a0bd AccessibilityAdjustmentDirection
@MainActor func use_d52cd9a0bd() {
    let _: Any.Type = AccessibilityAdjustmentDirection.self
}

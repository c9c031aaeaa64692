// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5c0279f316 AccessibilityAdjustmentDirection.increment
@MainActor func use_5c0279f316() {
    let _: AccessibilityAdjustmentDirection = .increment
}

// u6011a7d9e5 AccessibilityAdjustmentDirection.decrement
@MainActor func use_6011a7d9e5() {
    let _: AccessibilityAdjustmentDirection = .decrement
}

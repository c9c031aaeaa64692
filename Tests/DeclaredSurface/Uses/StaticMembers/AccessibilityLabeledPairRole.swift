// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud8fff65aa5 AccessibilityLabeledPairRole.label
@MainActor func use_d8fff65aa5() {
    let _: AccessibilityLabeledPairRole = .label
}

// ub11edabba3 AccessibilityLabeledPairRole.content
@MainActor func use_b11edabba3() {
    let _: AccessibilityLabeledPairRole = .content
}

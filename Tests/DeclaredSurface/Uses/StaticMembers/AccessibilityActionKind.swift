// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4d11ab2a15 static AccessibilityActionKind.`default`
@MainActor func use_4d11ab2a15() {
    let _: AccessibilityActionKind = AccessibilityActionKind.`default`
}

// u31be8e6b54 static AccessibilityActionKind.escape
@MainActor func use_31be8e6b54() {
    let _: AccessibilityActionKind = AccessibilityActionKind.escape
}

// u3bfc7968c9 static AccessibilityActionKind.magicTap
@MainActor func use_3bfc7968c9() {
    let _: AccessibilityActionKind = AccessibilityActionKind.magicTap
}

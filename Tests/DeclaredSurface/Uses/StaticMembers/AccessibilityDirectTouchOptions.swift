// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u10ec2b94e2 static AccessibilityDirectTouchOptions.silentOnTouch
@MainActor func use_10ec2b94e2() {
    let _: AccessibilityDirectTouchOptions = AccessibilityDirectTouchOptions.silentOnTouch
}

// uc47e3145eb static AccessibilityDirectTouchOptions.requiresActivation
@MainActor func use_c47e3145eb() {
    let _: AccessibilityDirectTouchOptions = AccessibilityDirectTouchOptions.requiresActivation
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5012fa2a13 AccessibilityDirectTouchOptions.rawValue
@MainActor func use_5012fa2a13(_ subject: AccessibilityDirectTouchOptions) {
    let _: AccessibilityDirectTouchOptions.RawValue = subject.rawValue
}

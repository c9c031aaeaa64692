// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u94380d2d25 AccessibilityDirectTouchOptions.init(rawValue: AccessibilityDirectTouchOptions.RawValue)
@MainActor func use_94380d2d25() {
    let _: AccessibilityDirectTouchOptions = AccessibilityDirectTouchOptions(
        rawValue: sample() as AccessibilityDirectTouchOptions.RawValue
    )
}

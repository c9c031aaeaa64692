// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ueff61ed0d0 View.accessibilityDirectTouch(_: Bool, options: AccessibilityDirectTouchOptions)
@MainActor func use_eff61ed0d0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityDirectTouch(
        sample() as Bool,
        options: sample() as AccessibilityDirectTouchOptions
    ) as any View
    _ = subject.accessibilityDirectTouch() as any View
}

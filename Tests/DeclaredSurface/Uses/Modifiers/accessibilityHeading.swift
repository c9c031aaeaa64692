// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u74026e8cbe Text.accessibilityHeading(_: AccessibilityHeadingLevel)
@MainActor func use_74026e8cbe(_ subject: Text) {
    let _: Text = subject.accessibilityHeading(sample() as AccessibilityHeadingLevel)
}

// u7aaee79754 View.accessibilityHeading(_: AccessibilityHeadingLevel)
@MainActor func use_7aaee79754<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityHeading(sample() as AccessibilityHeadingLevel) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4ef44ce7f1 View.accessibilityElement(children: AccessibilityChildBehavior)
@MainActor func use_4ef44ce7f1<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityElement(children: sample() as AccessibilityChildBehavior) as any View
    _ = subject.accessibilityElement() as any View
}

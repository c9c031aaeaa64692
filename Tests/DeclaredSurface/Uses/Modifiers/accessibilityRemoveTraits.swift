// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6576d69fa3 View.accessibilityRemoveTraits(_: AccessibilityTraits)
@MainActor func use_6576d69fa3<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityRemoveTraits(sample() as AccessibilityTraits) as any View
}

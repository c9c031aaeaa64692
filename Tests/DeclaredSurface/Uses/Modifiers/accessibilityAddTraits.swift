// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue2b184eada View.accessibilityAddTraits(_: AccessibilityTraits)
@MainActor func use_e2b184eada<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityAddTraits(sample() as AccessibilityTraits) as any View
}

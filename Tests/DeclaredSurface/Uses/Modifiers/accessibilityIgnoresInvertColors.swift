// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue9e473dccf View.accessibilityIgnoresInvertColors(_: Bool)
@MainActor func use_e9e473dccf<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityIgnoresInvertColors(sample() as Bool) as any View
    _ = subject.accessibilityIgnoresInvertColors() as any View
}

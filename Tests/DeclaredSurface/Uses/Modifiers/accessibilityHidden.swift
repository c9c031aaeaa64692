// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub694d63e8e View.accessibilityHidden(_: Bool)
@MainActor func use_b694d63e8e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityHidden(sample() as Bool) as any View
}

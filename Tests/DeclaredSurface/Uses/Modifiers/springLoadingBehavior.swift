// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2332f11c88 View.springLoadingBehavior(_: SpringLoadingBehavior)
@MainActor func use_2332f11c88<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.springLoadingBehavior(sample() as SpringLoadingBehavior) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud986f77713 View.scrollBounceBehavior(_: ScrollBounceBehavior, axes: Axis.Set)
@MainActor func use_d986f77713<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scrollBounceBehavior(sample() as ScrollBounceBehavior, axes: sample() as Axis.Set) as any View
    _ = subject.scrollBounceBehavior(sample() as ScrollBounceBehavior) as any View
}

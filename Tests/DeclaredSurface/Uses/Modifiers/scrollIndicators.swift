// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6af423c612 View.scrollIndicators(_: ScrollIndicatorVisibility, axes: Axis.Set)
@MainActor func use_6af423c612<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scrollIndicators(sample() as ScrollIndicatorVisibility, axes: sample() as Axis.Set) as any View
    _ = subject.scrollIndicators(sample() as ScrollIndicatorVisibility) as any View
}

// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u98bd1943b6 View.accessibilityChartDescriptor<R>(_: R) where R : AXChartDescriptorRepresentable
@MainActor func use_98bd1943b6<Self_: View, R: AXChartDescriptorRepresentable>(
    _ subject: Self_,
    _ generics: (Self_, R).Type
) {
    _ = subject.accessibilityChartDescriptor(sample() as R) as any View
}

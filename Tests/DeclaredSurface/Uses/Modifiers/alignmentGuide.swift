// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u94be6f06cb View.alignmentGuide(_: HorizontalAlignment, computeValue: (ViewDimensions) -> CGFloat)
@MainActor func use_94be6f06cb<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.alignmentGuide(
        sample() as HorizontalAlignment,
        computeValue: sample() as (ViewDimensions) -> CGFloat
    ) as any View
}

// u28fb0c23cb View.alignmentGuide(_: VerticalAlignment, computeValue: (ViewDimensions) -> CGFloat)
@MainActor func use_28fb0c23cb<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.alignmentGuide(
        sample() as VerticalAlignment,
        computeValue: sample() as (ViewDimensions) -> CGFloat
    ) as any View
}

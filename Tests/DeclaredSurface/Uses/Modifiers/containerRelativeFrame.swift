// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf4a1600977 View.containerRelativeFrame(_: Axis.Set, alignment: Alignment)
@MainActor func use_f4a1600977<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.containerRelativeFrame(sample() as Axis.Set, alignment: sample() as Alignment) as any View
    _ = subject.containerRelativeFrame(sample() as Axis.Set) as any View
}

// uebc89af287 View.containerRelativeFrame(_: Axis.Set, count: Int, span: Int, spacing: CGFloat, alignment: Alignment)
@MainActor func use_ebc89af287<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.containerRelativeFrame(
        sample() as Axis.Set,
        count: sample() as Int,
        span: sample() as Int,
        spacing: sample() as CGFloat,
        alignment: sample() as Alignment
    ) as any View
    _ = subject.containerRelativeFrame(
        sample() as Axis.Set,
        count: sample() as Int,
        spacing: sample() as CGFloat
    ) as any View
}

// u4f6cc495ac View.containerRelativeFrame(_: Axis.Set, alignment: Alignment, _: (CGFloat, Axis) -> CGFloat)
@MainActor func use_4f6cc495ac<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.containerRelativeFrame(
        sample() as Axis.Set,
        alignment: sample() as Alignment,
        sample() as (CGFloat, Axis) -> CGFloat
    ) as any View
    _ = subject.containerRelativeFrame(sample() as Axis.Set, sample() as (CGFloat, Axis) -> CGFloat) as any View
}

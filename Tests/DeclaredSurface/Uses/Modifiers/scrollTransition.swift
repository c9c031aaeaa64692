// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub6371e2667 View.scrollTransition(_: ScrollTransitionConfiguration, axis: Axis, transition: (EmptyVisualEffect,
//   ScrollTransitionPhase) -> some VisualEffect)
@MainActor func use_b6371e2667<Self_: View, Opaque1: VisualEffect>(
    _ subject: Self_,
    _ generics: (Self_, Opaque1).Type
) {
    _ = subject.scrollTransition(
        sample() as ScrollTransitionConfiguration,
        axis: sample() as Axis,
        transition: sample() as @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Opaque1
    ) as any View
    _ = subject.scrollTransition(
        transition: sample() as @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Opaque1
    ) as any View
}

// u372502b3fa View.scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing:
//   ScrollTransitionConfiguration, axis: Axis, transition: (EmptyVisualEffect, ScrollTransitionPhase) -> some
//   VisualEffect)
@MainActor func use_372502b3fa<Self_: View, Opaque1: VisualEffect>(
    _ subject: Self_,
    _ generics: (Self_, Opaque1).Type
) {
    _ = subject.scrollTransition(
        topLeading: sample() as ScrollTransitionConfiguration,
        bottomTrailing: sample() as ScrollTransitionConfiguration,
        axis: sample() as Axis,
        transition: sample() as @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Opaque1
    ) as any View
    _ = subject.scrollTransition(
        topLeading: sample() as ScrollTransitionConfiguration,
        bottomTrailing: sample() as ScrollTransitionConfiguration,
        transition: sample() as @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Opaque1
    ) as any View
}

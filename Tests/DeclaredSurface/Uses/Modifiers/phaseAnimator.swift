// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub51ae2bce7 View.phaseAnimator<Phase>(_: some Sequence<Phase>, trigger: some Equatable, content:
//   (PlaceholderContentView<Self>, Phase) -> some View, animation: (Phase) -> Animation?) where Phase : Equatable
@MainActor func use_b51ae2bce7<
    Self_: View,
    Phase: Equatable,
    Opaque1: Sequence<Phase>,
    Opaque2: Equatable,
    Opaque3: View
>(
    _ subject: Self_,
    _ generics: (Self_, Phase, Opaque1, Opaque2, Opaque3).Type
) {
    _ = subject.phaseAnimator(
        sample() as Opaque1,
        trigger: sample() as Opaque2,
        content: sample() as (PlaceholderContentView<Self_>, Phase) -> Opaque3,
        animation: sample() as (Phase) -> Animation?
    ) as any View
    _ = subject.phaseAnimator(
        sample() as Opaque1,
        trigger: sample() as Opaque2,
        content: sample() as (PlaceholderContentView<Self_>, Phase) -> Opaque3
    ) as any View
    _ = subject.phaseAnimator(
        sample() as Opaque1,
        trigger: sample() as Opaque2,
        content: { (_: PlaceholderContentView<Self_>, _: Phase) in Text(""); Text("") },
        animation: sample() as (Phase) -> Animation?
    )
}

// u71647332d3 View.phaseAnimator<Phase>(_: some Sequence<Phase>, content: (PlaceholderContentView<Self>, Phase) -> some
//   View, animation: (Phase) -> Animation?) where Phase : Equatable
@MainActor func use_71647332d3<Self_: View, Phase: Equatable, Opaque1: Sequence<Phase>, Opaque2: View>(
    _ subject: Self_,
    _ generics: (Self_, Phase, Opaque1, Opaque2).Type
) {
    _ = subject.phaseAnimator(
        sample() as Opaque1,
        content: sample() as (PlaceholderContentView<Self_>, Phase) -> Opaque2,
        animation: sample() as (Phase) -> Animation?
    ) as any View
    _ = subject.phaseAnimator(
        sample() as Opaque1,
        content: sample() as (PlaceholderContentView<Self_>, Phase) -> Opaque2
    ) as any View
    _ = subject.phaseAnimator(
        sample() as Opaque1,
        content: { (_: PlaceholderContentView<Self_>, _: Phase) in Text(""); Text("") },
        animation: sample() as (Phase) -> Animation?
    )
}

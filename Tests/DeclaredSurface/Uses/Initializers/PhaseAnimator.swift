// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5840fcffc5 PhaseAnimator.init(_: some Sequence<Phase>, trigger: some Equatable, content: (Phase) -> Content,
//   animation: (Phase) -> Animation?)
@MainActor func use_5840fcffc5<Phase: Equatable, Content: View, Opaque1: Sequence<Phase>, Opaque2: Equatable>(
    _ generics: (Phase, Content, Opaque1, Opaque2).Type
) {
    let _: PhaseAnimator<Phase, Content> = PhaseAnimator(
        sample() as Opaque1,
        trigger: sample() as Opaque2,
        content: sample() as (Phase) -> Content,
        animation: sample() as (Phase) -> Animation?
    )
    _ = PhaseAnimator(sample() as Opaque1, trigger: sample() as Opaque2, content: sample() as (Phase) -> Content)
    let _: PhaseAnimator<Phase, _> = PhaseAnimator(
        sample() as Opaque1,
        trigger: sample() as Opaque2,
        content: { (_: Phase) in Text(""); Text("") },
        animation: sample() as (Phase) -> Animation?
    )
}

// ub5a21e00c7 PhaseAnimator.init(_: some Sequence<Phase>, content: (Phase) -> Content, animation: (Phase) ->
//   Animation?)
@MainActor func use_b5a21e00c7<Phase: Equatable, Content: View, Opaque1: Sequence<Phase>>(
    _ generics: (Phase, Content, Opaque1).Type
) {
    let _: PhaseAnimator<Phase, Content> = PhaseAnimator(
        sample() as Opaque1,
        content: sample() as (Phase) -> Content,
        animation: sample() as (Phase) -> Animation?
    )
    _ = PhaseAnimator(sample() as Opaque1, content: sample() as (Phase) -> Content)
    let _: PhaseAnimator<Phase, _> = PhaseAnimator(
        sample() as Opaque1,
        content: { (_: Phase) in Text(""); Text("") },
        animation: sample() as (Phase) -> Animation?
    )
}

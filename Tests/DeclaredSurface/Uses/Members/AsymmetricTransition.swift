// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7d0648dae1 AsymmetricTransition.insertion
@MainActor func use_7d0648dae1<Insertion: Transition, Removal: Transition>(
    _ subject: AsymmetricTransition<Insertion, Removal>,
    _ generics: (Insertion, Removal).Type
) {
    var subject = subject
    let _: Insertion = subject.insertion
    subject.insertion = sample() as Insertion
}

// ue095aa4af5 AsymmetricTransition.removal
@MainActor func use_e095aa4af5<Insertion: Transition, Removal: Transition>(
    _ subject: AsymmetricTransition<Insertion, Removal>,
    _ generics: (Insertion, Removal).Type
) {
    var subject = subject
    let _: Removal = subject.removal
    subject.removal = sample() as Removal
}

// u16d6876a94 AsymmetricTransition.body(content: AsymmetricTransition<Insertion, Removal>.Content, phase:
//   TransitionPhase)
@MainActor func use_16d6876a94<Insertion: Transition, Removal: Transition>(
    _ subject: AsymmetricTransition<Insertion, Removal>,
    _ generics: (Insertion, Removal).Type
) {
    _ = subject.body(
        content: sample() as AsymmetricTransition<Insertion, Removal>.Content,
        phase: sample() as TransitionPhase
    ) as any View
}

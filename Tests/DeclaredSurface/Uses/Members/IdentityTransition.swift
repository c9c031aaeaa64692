// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7d851dc797 IdentityTransition.body(content: IdentityTransition.Content, phase: TransitionPhase)
@MainActor func use_7d851dc797(_ subject: IdentityTransition) {
    let _: IdentityTransition.Content = subject.body(
        content: sample() as IdentityTransition.Content,
        phase: sample() as TransitionPhase
    )
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub270bb6b8f SlideTransition.body(content: SlideTransition.Content, phase: TransitionPhase)
@MainActor func use_b270bb6b8f(_ subject: SlideTransition) {
    _ = subject.body(content: sample() as SlideTransition.Content, phase: sample() as TransitionPhase) as any View
}

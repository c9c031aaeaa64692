// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u73289f50ff OpacityTransition.body(content: OpacityTransition.Content, phase: TransitionPhase)
@MainActor func use_73289f50ff(_ subject: OpacityTransition) {
    _ = subject.body(content: sample() as OpacityTransition.Content, phase: sample() as TransitionPhase) as any View
}

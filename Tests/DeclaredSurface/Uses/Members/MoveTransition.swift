// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u97225340d8 MoveTransition.edge
@MainActor func use_97225340d8(_ subject: MoveTransition) {
    var subject = subject
    let _: Edge = subject.edge
    subject.edge = sample() as Edge
}

// u7feaa62ead MoveTransition.body(content: MoveTransition.Content, phase: TransitionPhase)
@MainActor func use_7feaa62ead(_ subject: MoveTransition) {
    _ = subject.body(content: sample() as MoveTransition.Content, phase: sample() as TransitionPhase) as any View
}

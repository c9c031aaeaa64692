// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub099353d87 PushTransition.edge
@MainActor func use_b099353d87(_ subject: PushTransition) {
    var subject = subject
    let _: Edge = subject.edge
    subject.edge = sample() as Edge
}

// u4643bd9b0a PushTransition.body(content: PushTransition.Content, phase: TransitionPhase)
@MainActor func use_4643bd9b0a(_ subject: PushTransition) {
    _ = subject.body(content: sample() as PushTransition.Content, phase: sample() as TransitionPhase) as any View
}

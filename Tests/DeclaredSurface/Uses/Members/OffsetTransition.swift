// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7d29f05565 OffsetTransition.offset
@MainActor func use_7d29f05565(_ subject: OffsetTransition) {
    var subject = subject
    let _: CGSize = subject.offset
    subject.offset = sample() as CGSize
}

// u94daeaabda OffsetTransition.body(content: OffsetTransition.Content, phase: TransitionPhase)
@MainActor func use_94daeaabda(_ subject: OffsetTransition) {
    _ = subject.body(content: sample() as OffsetTransition.Content, phase: sample() as TransitionPhase) as any View
}

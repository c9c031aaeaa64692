// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufa82c7e97c ScaleTransition.scale
@MainActor func use_fa82c7e97c(_ subject: ScaleTransition) {
    var subject = subject
    let _: Double = subject.scale
    subject.scale = sample() as Double
}

// u88a5ac3f56 ScaleTransition.anchor
@MainActor func use_88a5ac3f56(_ subject: ScaleTransition) {
    var subject = subject
    let _: UnitPoint = subject.anchor
    subject.anchor = sample() as UnitPoint
}

// u05cfd53de4 ScaleTransition.body(content: ScaleTransition.Content, phase: TransitionPhase)
@MainActor func use_05cfd53de4(_ subject: ScaleTransition) {
    _ = subject.body(content: sample() as ScaleTransition.Content, phase: sample() as TransitionPhase) as any View
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u188d09e2e6 CGPoint.applying(_: ProjectionTransform)
@MainActor func use_188d09e2e6(_ subject: CGPoint) {
    let _: CGPoint = subject.applying(sample() as ProjectionTransform)
}

// u67e3793b46 CGPoint.animatableData
@MainActor func use_67e3793b46(_ subject: CGPoint) {
    var subject = subject
    let _: CGPoint.AnimatableData = subject.animatableData
    subject.animatableData = sample() as CGPoint.AnimatableData
}

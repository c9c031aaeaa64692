// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3bfe95c416 AnyShape.path(in: CGRect)
@MainActor func use_3bfe95c416(_ subject: AnyShape) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// uee5ffb1784 AnyShape.sizeThatFits(_: ProposedViewSize)
@MainActor func use_ee5ffb1784(_ subject: AnyShape) {
    let _: CGSize = subject.sizeThatFits(sample() as ProposedViewSize)
}

// u6713dd586d AnyShape.animatableData
@MainActor func use_6713dd586d(_ subject: AnyShape) {
    var subject = subject
    let _: AnyShape.AnimatableData = subject.animatableData
    subject.animatableData = sample() as AnyShape.AnimatableData
}

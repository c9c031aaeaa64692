// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6a19619b93 ProjectionTransform.m11
@MainActor func use_6a19619b93(_ subject: ProjectionTransform) {
    var subject = subject
    let _: CGFloat = subject.m11
    subject.m11 = sample() as CGFloat
}

// uda0c0770c8 ProjectionTransform.m21
@MainActor func use_da0c0770c8(_ subject: ProjectionTransform) {
    var subject = subject
    let _: CGFloat = subject.m21
    subject.m21 = sample() as CGFloat
}

// u981d1ba487 ProjectionTransform.m31
@MainActor func use_981d1ba487(_ subject: ProjectionTransform) {
    var subject = subject
    let _: CGFloat = subject.m31
    subject.m31 = sample() as CGFloat
}

// u66eda7ca15 ProjectionTransform.isIdentity
@MainActor func use_66eda7ca15(_ subject: ProjectionTransform) {
    let _: Bool = subject.isIdentity
}

// u35803c68cc ProjectionTransform.isAffine
@MainActor func use_35803c68cc(_ subject: ProjectionTransform) {
    let _: Bool = subject.isAffine
}

// u340f399fae ProjectionTransform.invert()
@MainActor func use_340f399fae(_ subject: ProjectionTransform) {
    var subject = subject
    let _: Bool = subject.invert()
}

// ud687d92d58 ProjectionTransform.inverted()
@MainActor func use_d687d92d58(_ subject: ProjectionTransform) {
    let _: ProjectionTransform = subject.inverted()
}

// ueb31717334 ProjectionTransform.concatenating(_: ProjectionTransform)
@MainActor func use_eb31717334(_ subject: ProjectionTransform) {
    let _: ProjectionTransform = subject.concatenating(sample() as ProjectionTransform)
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub66a1835d0 EdgeInsets.top
@MainActor func use_b66a1835d0(_ subject: EdgeInsets) {
    var subject = subject
    let _: CGFloat = subject.top
    subject.top = sample() as CGFloat
}

// u91b66fa925 EdgeInsets.leading
@MainActor func use_91b66fa925(_ subject: EdgeInsets) {
    var subject = subject
    let _: CGFloat = subject.leading
    subject.leading = sample() as CGFloat
}

// u4a7aceeaaf EdgeInsets.bottom
@MainActor func use_4a7aceeaaf(_ subject: EdgeInsets) {
    var subject = subject
    let _: CGFloat = subject.bottom
    subject.bottom = sample() as CGFloat
}

// uad80f66011 EdgeInsets.trailing
@MainActor func use_ad80f66011(_ subject: EdgeInsets) {
    var subject = subject
    let _: CGFloat = subject.trailing
    subject.trailing = sample() as CGFloat
}

// udd61ead59c EdgeInsets.animatableData
@MainActor func use_dd61ead59c(_ subject: EdgeInsets) {
    var subject = subject
    let _: EdgeInsets.AnimatableData = subject.animatableData
    subject.animatableData = sample() as EdgeInsets.AnimatableData
}

// u4e6dffa581 EdgeInsets.magnitude
@MainActor func use_4e6dffa581(_ subject: EdgeInsets) {
    let _: Double = subject.magnitude
}

// u9ce0605717 EdgeInsets.negate()
@MainActor func use_9ce0605717(_ subject: EdgeInsets) {
    var subject = subject
    subject.negate()
}

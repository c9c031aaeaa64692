// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5c5ae5854c RoundedRectangle.cornerSize
@MainActor func use_5c5ae5854c(_ subject: RoundedRectangle) {
    var subject = subject
    let _: CGSize = subject.cornerSize
    subject.cornerSize = sample() as CGSize
}

// u534a3dc013 RoundedRectangle.style
@MainActor func use_534a3dc013(_ subject: RoundedRectangle) {
    var subject = subject
    let _: RoundedCornerStyle = subject.style
    subject.style = sample() as RoundedCornerStyle
}

// u944f77c78d RoundedRectangle.path(in: CGRect)
@MainActor func use_944f77c78d(_ subject: RoundedRectangle) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// ua67bc60fff RoundedRectangle.layoutDirectionBehavior
@MainActor func use_a67bc60fff(_ subject: RoundedRectangle) {
    let _: LayoutDirectionBehavior = subject.layoutDirectionBehavior
}

// u93bdf2695a RoundedRectangle.animatableData
@MainActor func use_93bdf2695a(_ subject: RoundedRectangle) {
    var subject = subject
    let _: CGSize.AnimatableData = subject.animatableData
    subject.animatableData = sample() as CGSize.AnimatableData
}

// ufc1c811de0 RoundedRectangle.inset(by: CGFloat)
@MainActor func use_fc1c811de0(_ subject: RoundedRectangle) {
    _ = subject.inset(by: sample() as CGFloat) as any InsettableShape
}

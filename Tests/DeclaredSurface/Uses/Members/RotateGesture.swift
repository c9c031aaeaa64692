// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5cab145074 RotateGesture.Value.time
@MainActor func use_5cab145074(_ subject: RotateGesture.Value) {
    var subject = subject
    let _: Date = subject.time
    subject.time = sample() as Date
}

// u359000d5e7 RotateGesture.Value.rotation
@MainActor func use_359000d5e7(_ subject: RotateGesture.Value) {
    var subject = subject
    let _: Angle = subject.rotation
    subject.rotation = sample() as Angle
}

// u62e3bd9e0a RotateGesture.Value.velocity
@MainActor func use_62e3bd9e0a(_ subject: RotateGesture.Value) {
    var subject = subject
    let _: Angle = subject.velocity
    subject.velocity = sample() as Angle
}

// u500d8cda61 RotateGesture.Value.startAnchor
@MainActor func use_500d8cda61(_ subject: RotateGesture.Value) {
    var subject = subject
    let _: UnitPoint = subject.startAnchor
    subject.startAnchor = sample() as UnitPoint
}

// u3f16379e48 RotateGesture.Value.startLocation
@MainActor func use_3f16379e48(_ subject: RotateGesture.Value) {
    var subject = subject
    let _: CGPoint = subject.startLocation
    subject.startLocation = sample() as CGPoint
}

// ub99a83718e RotateGesture.minimumAngleDelta
@MainActor func use_b99a83718e(_ subject: RotateGesture) {
    var subject = subject
    let _: Angle = subject.minimumAngleDelta
    subject.minimumAngleDelta = sample() as Angle
}

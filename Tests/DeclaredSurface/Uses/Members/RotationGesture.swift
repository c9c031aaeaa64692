// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6db174ee52 RotationGesture.minimumAngleDelta
@MainActor func use_6db174ee52(_ subject: RotationGesture) {
    var subject = subject
    let _: Angle = subject.minimumAngleDelta
    subject.minimumAngleDelta = sample() as Angle
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8fc9801790 LongPressGesture.minimumDuration
@MainActor func use_8fc9801790(_ subject: LongPressGesture) {
    var subject = subject
    let _: Double = subject.minimumDuration
    subject.minimumDuration = sample() as Double
}

// u51449a2b93 LongPressGesture.maximumDistance
@MainActor func use_51449a2b93(_ subject: LongPressGesture) {
    var subject = subject
    let _: CGFloat = subject.maximumDistance
    subject.maximumDistance = sample() as CGFloat
}

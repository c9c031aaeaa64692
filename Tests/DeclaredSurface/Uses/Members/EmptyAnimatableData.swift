// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u652056dcbc EmptyAnimatableData.scale(by: Double)
@MainActor func use_652056dcbc(_ subject: EmptyAnimatableData) {
    var subject = subject
    subject.scale(by: sample() as Double)
}

// u4b16f94ae6 EmptyAnimatableData.magnitudeSquared
@MainActor func use_4b16f94ae6(_ subject: EmptyAnimatableData) {
    let _: Double = subject.magnitudeSquared
}

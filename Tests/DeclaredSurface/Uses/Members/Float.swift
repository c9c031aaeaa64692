// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u789da2ad42 Float.scale(by: Double)
@MainActor func use_789da2ad42(_ subject: Float) {
    var subject = subject
    subject.scale(by: sample() as Double)
}

// u32aef69e99 Float.magnitudeSquared
@MainActor func use_32aef69e99(_ subject: Float) {
    let _: Double = subject.magnitudeSquared
}

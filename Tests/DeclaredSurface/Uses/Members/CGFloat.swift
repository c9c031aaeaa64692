// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0ecb1f128f CGFloat.scale(by: Double)
@MainActor func use_0ecb1f128f(_ subject: CGFloat) {
    var subject = subject
    subject.scale(by: sample() as Double)
}

// u0ce4b05113 CGFloat.magnitudeSquared
@MainActor func use_0ce4b05113(_ subject: CGFloat) {
    let _: Double = subject.magnitudeSquared
}

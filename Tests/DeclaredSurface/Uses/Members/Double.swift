// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u208afc0385 Double.scale(by: Double)
@MainActor func use_208afc0385(_ subject: Double) {
    var subject = subject
    subject.scale(by: sample() as Double)
}

// u4d03edb1e7 Double.magnitudeSquared
@MainActor func use_4d03edb1e7(_ subject: Double) {
    let _: Double = subject.magnitudeSquared
}

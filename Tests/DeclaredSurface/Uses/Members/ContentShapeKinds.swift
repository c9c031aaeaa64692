// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u17bd8f2dbb ContentShapeKinds.rawValue
@MainActor func use_17bd8f2dbb(_ subject: ContentShapeKinds) {
    var subject = subject
    let _: Int = subject.rawValue
    subject.rawValue = sample() as Int
}

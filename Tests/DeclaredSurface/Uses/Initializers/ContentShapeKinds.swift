// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2df55f43c8 ContentShapeKinds.init(rawValue: Int)
@MainActor func use_2df55f43c8() {
    let _: ContentShapeKinds = ContentShapeKinds(rawValue: sample() as Int)
}

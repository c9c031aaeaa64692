// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub7e6bfc7bb ContentShapeKinds
@MainActor func use_b7e6bfc7bb() {
    let _: Any.Type = ContentShapeKinds.self
}

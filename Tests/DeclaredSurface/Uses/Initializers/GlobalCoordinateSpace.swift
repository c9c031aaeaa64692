// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ae3b67ef2 GlobalCoordinateSpace.init()
@MainActor func use_9ae3b67ef2() {
    let _: GlobalCoordinateSpace = GlobalCoordinateSpace()
}

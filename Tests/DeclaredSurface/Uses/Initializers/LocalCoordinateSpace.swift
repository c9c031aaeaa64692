// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc9359f4941 LocalCoordinateSpace.init()
@MainActor func use_c9359f4941() {
    let _: LocalCoordinateSpace = LocalCoordinateSpace()
}

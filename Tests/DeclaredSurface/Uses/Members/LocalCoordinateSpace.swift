// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1e1bc54676 LocalCoordinateSpace.coordinateSpace
@MainActor func use_1e1bc54676(_ subject: LocalCoordinateSpace) {
    let _: CoordinateSpace = subject.coordinateSpace
}

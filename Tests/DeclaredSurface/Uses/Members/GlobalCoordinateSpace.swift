// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3c459c6f8f GlobalCoordinateSpace.coordinateSpace
@MainActor func use_3c459c6f8f(_ subject: GlobalCoordinateSpace) {
    let _: CoordinateSpace = subject.coordinateSpace
}

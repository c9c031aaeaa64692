// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud986d7abe9 NamedCoordinateSpace.coordinateSpace
@MainActor func use_d986d7abe9(_ subject: NamedCoordinateSpace) {
    let _: CoordinateSpace = subject.coordinateSpace
}

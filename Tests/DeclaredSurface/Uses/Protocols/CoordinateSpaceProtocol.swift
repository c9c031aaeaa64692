// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6f524ee296 CoordinateSpaceProtocol
private struct Conformer_6f524ee296: CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { sample() }
}

// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u325b61a7ea DropDelegate
private struct Conformer_325b61a7ea: DropDelegate {
    func performDrop(info: DropInfo) -> Bool { sample() }
}

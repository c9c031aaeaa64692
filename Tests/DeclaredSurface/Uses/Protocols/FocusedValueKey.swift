// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udbd99f0860 FocusedValueKey
private struct Conformer_dbd99f0860: FocusedValueKey {
    typealias Value = Int
}

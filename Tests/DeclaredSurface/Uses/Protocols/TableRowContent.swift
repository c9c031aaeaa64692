// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua72d4dee5b TableRowContent
private struct Conformer_a72d4dee5b: TableRowContent {
    typealias TableRowValue = SampleItem
    var tableRowBody: Never { sample() }
}

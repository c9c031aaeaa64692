// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u731e601148 DynamicTableRowContent
private struct Conformer_731e601148: DynamicTableRowContent {
    typealias TableRowValue = SampleItem
    var data: [SampleItem] { sample() }
    var tableRowBody: Never { sample() }
}

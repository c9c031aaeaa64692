// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8803ce83cf TableColumnContent
private struct Conformer_8803ce83cf: TableColumnContent {
    typealias TableColumnSortComparator = KeyPathComparator<SampleItem>
    typealias TableRowValue = SampleItem
    var tableColumnBody: Never { sample() }
}

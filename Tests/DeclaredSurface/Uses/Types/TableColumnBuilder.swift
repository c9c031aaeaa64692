// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub728c508b6 TableColumnBuilder
@MainActor func use_b728c508b6<RowValue: Identifiable, Sort: SortComparator>(_ generics: (RowValue, Sort).Type) {
    let _: Any.Type = TableColumnBuilder<RowValue, Sort>.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9fd026f5d2 TableColumn
@MainActor func use_9fd026f5d2<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>(
    _ generics: (RowValue, Sort, Content, Label).Type
) {
    let _: Any.Type = TableColumn<RowValue, Sort, Content, Label>.self
}

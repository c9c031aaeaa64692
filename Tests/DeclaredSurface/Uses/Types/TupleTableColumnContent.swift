// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0a24bf7b46 TupleTableColumnContent
@MainActor func use_0a24bf7b46<RowValue: Identifiable, Sort: SortComparator, T>(_ generics: (RowValue, Sort, T).Type) {
    let _: Any.Type = TupleTableColumnContent<RowValue, Sort, T>.self
}

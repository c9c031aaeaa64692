// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0424f6e702 Table
@MainActor func use_0424f6e702<Value, Rows: TableRowContent, Columns: TableColumnContent>(
    _ generics: (Value, Rows, Columns).Type
) where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Any.Type = Table<Value, Rows, Columns>.self
}

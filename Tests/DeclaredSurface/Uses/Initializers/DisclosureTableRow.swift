// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf4210475b2 DisclosureTableRow.init<Value>(_: Value, isExpanded: Binding<Bool>?, content: () -> Content) where Label
//   == TableRow<Value>, Value == Content.TableRowValue
@MainActor func use_f4210475b2<Content: TableRowContent>(_ generics: (Content).Type) {
    let _: DisclosureTableRow<TableRow<Content.TableRowValue>, Content> = DisclosureTableRow(
        sample() as Content.TableRowValue,
        isExpanded: sample() as Binding<Bool>?,
        content: sample() as () -> Content
    )
    let _: DisclosureTableRow<TableRow<Content.TableRowValue>, Content> = DisclosureTableRow(
        sample() as Content.TableRowValue,
        content: sample() as () -> Content
    )
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce05ced5b2 DisclosureTableRow
@MainActor func use_ce05ced5b2<Label: TableRowContent, Content: TableRowContent>(
    _ generics: (Label, Content).Type
) where Label.TableRowValue == Content.TableRowValue {
    let _: Any.Type = DisclosureTableRow<Label, Content>.self
}

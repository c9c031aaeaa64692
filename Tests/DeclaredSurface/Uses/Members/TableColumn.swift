// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7343fb6ede TableColumn.width(_: CGFloat?)
@MainActor func use_7343fb6ede<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>(
    _ subject: TableColumn<RowValue, Sort, Content, Label>,
    _ generics: (RowValue, Sort, Content, Label).Type
) {
    let _: TableColumn<RowValue, Sort, Content, Label> = subject.width(sample() as CGFloat?)
    let _: TableColumn<RowValue, Sort, Content, Label> = subject.width()
}

// u9b77cd92a9 TableColumn.width(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
@MainActor func use_9b77cd92a9<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>(
    _ subject: TableColumn<RowValue, Sort, Content, Label>,
    _ generics: (RowValue, Sort, Content, Label).Type
) {
    let _: TableColumn<RowValue, Sort, Content, Label> = subject.width(
        min: sample() as CGFloat?,
        ideal: sample() as CGFloat?,
        max: sample() as CGFloat?
    )
    let _: TableColumn<RowValue, Sort, Content, Label> = subject.width()
}

// u77f8e3d7be TableColumn.width()
@MainActor func use_77f8e3d7be<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>(
    _ subject: TableColumn<RowValue, Sort, Content, Label>,
    _ generics: (RowValue, Sort, Content, Label).Type
) {
    let _: TableColumn<RowValue, Sort, Content, Label> = subject.width()
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u771bce7ba8 TupleTableColumnContent.value
@MainActor func use_771bce7ba8<RowValue: Identifiable, Sort: SortComparator, T>(
    _ subject: TupleTableColumnContent<RowValue, Sort, T>,
    _ generics: (RowValue, Sort, T).Type
) {
    var subject = subject
    let _: T = subject.value
    subject.value = sample() as T
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub0e19f0476 TableColumnCustomization.subscript(visibility: String)
@MainActor func use_b0e19f0476<RowValue: Identifiable>(
    _ subject: TableColumnCustomization<RowValue>,
    _ generics: (RowValue).Type
) {
    var subject = subject
    let _: Visibility = subject[visibility: sample() as String]
    subject[visibility: sample() as String] = sample() as Visibility
}

// u3ca33fdf45 TableColumnCustomization.resetOrder()
@MainActor func use_3ca33fdf45<RowValue: Identifiable>(
    _ subject: TableColumnCustomization<RowValue>,
    _ generics: (RowValue).Type
) {
    var subject = subject
    subject.resetOrder()
}

// ue25507dbbf TableColumnCustomization.encode(to: any Encoder)
@MainActor func use_e25507dbbf<RowValue: Identifiable>(
    _ subject: TableColumnCustomization<RowValue>,
    _ generics: (RowValue).Type
) throws {
    try subject.encode(to: sample() as any Encoder)
}

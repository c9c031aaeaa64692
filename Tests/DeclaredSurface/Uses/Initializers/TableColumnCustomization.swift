// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u36078726b8 TableColumnCustomization.init()
@MainActor func use_36078726b8<RowValue: Identifiable>(_ generics: (RowValue).Type) {
    let _: TableColumnCustomization<RowValue> = TableColumnCustomization()
}

// u2c6f8cde42 TableColumnCustomization.init(from: any Decoder)
@MainActor func use_2c6f8cde42<RowValue: Identifiable>(_ generics: (RowValue).Type) throws {
    let _: TableColumnCustomization<RowValue> = try TableColumnCustomization(from: sample() as any Decoder)
}

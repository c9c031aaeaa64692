// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue6f54957ea TableColumnCustomization
@MainActor func use_e6f54957ea<RowValue: Identifiable>(_ generics: (RowValue).Type) {
    let _: Any.Type = TableColumnCustomization<RowValue>.self
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue51a28ed5f TableRow.init(_: Value)
@MainActor func use_e51a28ed5f<Value: Identifiable>(_ generics: (Value).Type) {
    let _: TableRow<Value> = TableRow(sample() as Value)
}

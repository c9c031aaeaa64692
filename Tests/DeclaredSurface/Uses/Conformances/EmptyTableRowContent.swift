// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf818572b69 EmptyTableRowContent: TableRowContent
@MainActor func use_f818572b69<Value: Identifiable>(_ generics: (Value).Type) {
    _ = EmptyTableRowContent<Value>.self
    func accept<T: TableRowContent>(_ type: T.Type) {}
    accept(EmptyTableRowContent<Value>.self)
}

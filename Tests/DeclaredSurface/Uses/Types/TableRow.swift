// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc128361ff0 TableRow
@MainActor func use_c128361ff0<Value: Identifiable>(_ generics: (Value).Type) {
    let _: Any.Type = TableRow<Value>.self
}

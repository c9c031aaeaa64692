// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udf4dc79f1c TableRowBuilder
@MainActor func use_df4dc79f1c<Value: Identifiable>(_ generics: (Value).Type) {
    let _: Any.Type = TableRowBuilder<Value>.self
}

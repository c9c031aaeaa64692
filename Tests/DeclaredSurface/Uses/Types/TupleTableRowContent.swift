// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uae78d50ec4 TupleTableRowContent
@MainActor func use_ae78d50ec4<Value: Identifiable, T>(_ generics: (Value, T).Type) {
    let _: Any.Type = TupleTableRowContent<Value, T>.self
}

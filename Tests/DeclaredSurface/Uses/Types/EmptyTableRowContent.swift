// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2ad25788b6 EmptyTableRowContent
@MainActor func use_2ad25788b6<Value: Identifiable>(_ generics: (Value).Type) {
    let _: Any.Type = EmptyTableRowContent<Value>.self
}

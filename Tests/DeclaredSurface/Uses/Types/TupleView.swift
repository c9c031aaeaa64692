// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud284c5ba08 TupleView
@MainActor func use_d284c5ba08<T>(_ generics: (T).Type) {
    let _: Any.Type = TupleView<T>.self
}

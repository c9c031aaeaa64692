// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u904d32d515 PlaceholderContentView
@MainActor func use_904d32d515<Value>(_ generics: (Value).Type) {
    let _: Any.Type = PlaceholderContentView<Value>.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u366d9c5426 AnyGesture
@MainActor func use_366d9c5426<Value>(_ generics: (Value).Type) {
    let _: Any.Type = AnyGesture<Value>.self
}

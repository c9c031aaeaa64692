// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u89fcb470ca KeyframesBuilder
@MainActor func use_89fcb470ca<Value>(_ generics: (Value).Type) {
    let _: Any.Type = KeyframesBuilder<Value>.self
}

// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9f84d4304f KeyframeTimeline
@MainActor func use_9f84d4304f<Value>(_ generics: (Value).Type) {
    let _: Any.Type = KeyframeTimeline<Value>.self
}

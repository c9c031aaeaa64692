// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1eae319399 MoveKeyframe
@MainActor func use_1eae319399<Value: Animatable>(_ generics: (Value).Type) {
    let _: Any.Type = MoveKeyframe<Value>.self
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u328c26e8ec MoveKeyframe.init(_: Value)
@MainActor func use_328c26e8ec<Value: Animatable>(_ generics: (Value).Type) {
    let _: MoveKeyframe<Value> = MoveKeyframe(sample() as Value)
}

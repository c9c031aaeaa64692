// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u807d2de7a0 CubicKeyframe.init(_: Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?)
@MainActor func use_807d2de7a0<Value: Animatable>(_ generics: (Value).Type) {
    let _: CubicKeyframe<Value> = CubicKeyframe(
        sample() as Value,
        duration: sample() as TimeInterval,
        startVelocity: sample() as Value?,
        endVelocity: sample() as Value?
    )
    _ = CubicKeyframe(sample() as Value, duration: sample() as TimeInterval)
}

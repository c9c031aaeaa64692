// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3a31cce801 LinearKeyframe.init(_: Value, duration: TimeInterval, timingCurve: UnitCurve)
@MainActor func use_3a31cce801<Value: Animatable>(_ generics: (Value).Type) {
    let _: LinearKeyframe<Value> = LinearKeyframe(
        sample() as Value,
        duration: sample() as TimeInterval,
        timingCurve: sample() as UnitCurve
    )
    let _: LinearKeyframe<Value> = LinearKeyframe(sample() as Value, duration: sample() as TimeInterval)
}

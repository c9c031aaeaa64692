// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uad53f42749 SpringKeyframe.init(_: Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?)
@MainActor func use_ad53f42749<Value: Animatable>(_ generics: (Value).Type) {
    let _: SpringKeyframe<Value> = SpringKeyframe(
        sample() as Value,
        duration: sample() as TimeInterval?,
        spring: sample() as Spring,
        startVelocity: sample() as Value?
    )
    _ = SpringKeyframe(sample() as Value)
}

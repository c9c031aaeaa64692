// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uec4cf4c7b8 Spring.init(duration: TimeInterval, bounce: Double)
@MainActor func use_ec4cf4c7b8() {
    let _: Spring = Spring(duration: sample() as TimeInterval, bounce: sample() as Double)
    let _: Spring = Spring()
}

// u1972368fe7 Spring.init(response: Double, dampingRatio: Double)
@MainActor func use_1972368fe7() {
    let _: Spring = Spring(response: sample() as Double, dampingRatio: sample() as Double)
}

// u6cb1c5aba5 Spring.init(mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool)
@MainActor func use_6cb1c5aba5() {
    let _: Spring = Spring(
        mass: sample() as Double,
        stiffness: sample() as Double,
        damping: sample() as Double,
        allowOverDamping: sample() as Bool
    )
    let _: Spring = Spring(stiffness: sample() as Double, damping: sample() as Double)
}

// u1ee29c7b71 Spring.init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double)
@MainActor func use_1ee29c7b71() {
    let _: Spring = Spring(
        settlingDuration: sample() as TimeInterval,
        dampingRatio: sample() as Double,
        epsilon: sample() as Double
    )
    let _: Spring = Spring(settlingDuration: sample() as TimeInterval, dampingRatio: sample() as Double)
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u41b1cbb73b Spring.duration
@MainActor func use_41b1cbb73b(_ subject: Spring) {
    let _: TimeInterval = subject.duration
}

// u91bfeda0b7 Spring.bounce
@MainActor func use_91bfeda0b7(_ subject: Spring) {
    let _: Double = subject.bounce
}

// u7509abf4b7 Spring.response
@MainActor func use_7509abf4b7(_ subject: Spring) {
    let _: Double = subject.response
}

// ub96be73274 Spring.dampingRatio
@MainActor func use_b96be73274(_ subject: Spring) {
    let _: Double = subject.dampingRatio
}

// uc0f7389407 Spring.mass
@MainActor func use_c0f7389407(_ subject: Spring) {
    let _: Double = subject.mass
}

// u04c83804ac Spring.stiffness
@MainActor func use_04c83804ac(_ subject: Spring) {
    let _: Double = subject.stiffness
}

// u2934a137e4 Spring.damping
@MainActor func use_2934a137e4(_ subject: Spring) {
    let _: Double = subject.damping
}

// u4ae17eee9b Spring.settlingDuration
@MainActor func use_4ae17eee9b(_ subject: Spring) {
    let _: TimeInterval = subject.settlingDuration
}

// ucc3c903ed0 Spring.settlingDuration<V>(target: V, initialVelocity: V, epsilon: Double) where V : VectorArithmetic
@MainActor func use_cc3c903ed0<V: VectorArithmetic>(_ subject: Spring, _ generics: (V).Type) {
    let _: TimeInterval = subject.settlingDuration(
        target: sample() as V,
        initialVelocity: sample() as V,
        epsilon: sample() as Double
    )
    let _: TimeInterval = subject.settlingDuration(target: sample() as V, epsilon: sample() as Double)
}

// ue3681859e3 Spring.value<V>(target: V, initialVelocity: V, time: TimeInterval) where V : VectorArithmetic
@MainActor func use_e3681859e3<V: VectorArithmetic>(_ subject: Spring, _ generics: (V).Type) {
    let _: V = subject.value(target: sample() as V, initialVelocity: sample() as V, time: sample() as TimeInterval)
    _ = subject.value(target: sample() as V, time: sample() as TimeInterval)
}

// u9b27e25943 Spring.velocity<V>(target: V, initialVelocity: V, time: TimeInterval) where V : VectorArithmetic
@MainActor func use_9b27e25943<V: VectorArithmetic>(_ subject: Spring, _ generics: (V).Type) {
    let _: V = subject.velocity(target: sample() as V, initialVelocity: sample() as V, time: sample() as TimeInterval)
    _ = subject.velocity(target: sample() as V, time: sample() as TimeInterval)
}

// u14ad9d2d54 Spring.update<V>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) where V :
//   VectorArithmetic
@MainActor func use_14ad9d2d54<V: VectorArithmetic>(_ subject: Spring, _ generics: (V).Type) {
    var arg0: V = sample()
    var arg1: V = sample()
    subject.update(value: &arg0, velocity: &arg1, target: sample() as V, deltaTime: sample() as TimeInterval)
}

// uaefd20fa3f Spring.force<V>(target: V, position: V, velocity: V) where V : VectorArithmetic
@MainActor func use_aefd20fa3f<V: VectorArithmetic>(_ subject: Spring, _ generics: (V).Type) {
    let _: V = subject.force(target: sample() as V, position: sample() as V, velocity: sample() as V)
}

// u3a02e31eb8 Spring.settlingDuration<V>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) where V :
//   Animatable
@MainActor func use_3a02e31eb8<V: Animatable>(_ subject: Spring, _ generics: (V).Type) {
    let _: TimeInterval = subject.settlingDuration(
        fromValue: sample() as V,
        toValue: sample() as V,
        initialVelocity: sample() as V,
        epsilon: sample() as Double
    )
}

// ucf5c856a0d Spring.value<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) where V : Animatable
@MainActor func use_cf5c856a0d<V: Animatable>(_ subject: Spring, _ generics: (V).Type) {
    let _: V = subject.value(
        fromValue: sample() as V,
        toValue: sample() as V,
        initialVelocity: sample() as V,
        time: sample() as TimeInterval
    )
}

// u679aa9df9e Spring.velocity<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) where V : Animatable
@MainActor func use_679aa9df9e<V: Animatable>(_ subject: Spring, _ generics: (V).Type) {
    let _: V = subject.velocity(
        fromValue: sample() as V,
        toValue: sample() as V,
        initialVelocity: sample() as V,
        time: sample() as TimeInterval
    )
}

// u9cf7a44d54 Spring.force<V>(fromValue: V, toValue: V, position: V, velocity: V) where V : Animatable
@MainActor func use_9cf7a44d54<V: Animatable>(_ subject: Spring, _ generics: (V).Type) {
    let _: V = subject.force(
        fromValue: sample() as V,
        toValue: sample() as V,
        position: sample() as V,
        velocity: sample() as V
    )
}

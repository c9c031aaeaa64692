// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u820776330a Animation.logicallyComplete(after: TimeInterval)
@MainActor func use_820776330a(_ subject: Animation) {
    let _: Animation = subject.logicallyComplete(after: sample() as TimeInterval)
}

// ub1a61147fc Animation.delay(_: TimeInterval)
@MainActor func use_b1a61147fc(_ subject: Animation) {
    let _: Animation = subject.delay(sample() as TimeInterval)
}

// u53d04a9aff Animation.speed(_: Double)
@MainActor func use_53d04a9aff(_ subject: Animation) {
    let _: Animation = subject.speed(sample() as Double)
}

// u486f8a705e Animation.repeatCount(_: Int, autoreverses: Bool)
@MainActor func use_486f8a705e(_ subject: Animation) {
    let _: Animation = subject.repeatCount(sample() as Int, autoreverses: sample() as Bool)
    let _: Animation = subject.repeatCount(sample() as Int)
}

// uec39cfb080 Animation.repeatForever(autoreverses: Bool)
@MainActor func use_ec39cfb080(_ subject: Animation) {
    let _: Animation = subject.repeatForever(autoreverses: sample() as Bool)
    let _: Animation = subject.repeatForever()
}

// u4c0d6042bf Animation.animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) where V :
//   VectorArithmetic
@MainActor func use_4c0d6042bf<V: VectorArithmetic>(_ subject: Animation, _ generics: (V).Type) {
    var arg2: AnimationContext<V> = sample()
    let _: V? = subject.animate(value: sample() as V, time: sample() as TimeInterval, context: &arg2)
}

// u06b208d4ea Animation.velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) where V :
//   VectorArithmetic
@MainActor func use_06b208d4ea<V: VectorArithmetic>(_ subject: Animation, _ generics: (V).Type) {
    let _: V? = subject.velocity(
        value: sample() as V,
        time: sample() as TimeInterval,
        context: sample() as AnimationContext<V>
    )
}

// u230a805c07 Animation.shouldMerge<V>(previous: Animation, value: V, time: TimeInterval, context: inout
//   AnimationContext<V>) where V : VectorArithmetic
@MainActor func use_230a805c07<V: VectorArithmetic>(_ subject: Animation, _ generics: (V).Type) {
    var arg3: AnimationContext<V> = sample()
    let _: Bool = subject.shouldMerge(
        previous: sample() as Animation,
        value: sample() as V,
        time: sample() as TimeInterval,
        context: &arg3
    )
}

// u7008b2a47a Animation.base
@MainActor func use_7008b2a47a(_ subject: Animation) {
    let _: any CustomAnimation = subject.base
}

// ua2ca3fbec4 Animation.description
@MainActor func use_a2ca3fbec4(_ subject: Animation) {
    let _: String = subject.description
}

// ub39d1c7ab5 Animation.debugDescription
@MainActor func use_b39d1c7ab5(_ subject: Animation) {
    let _: String = subject.debugDescription
}

// ub931161b5f Animation.customMirror
@MainActor func use_b931161b5f(_ subject: Animation) {
    let _: Mirror = subject.customMirror
}

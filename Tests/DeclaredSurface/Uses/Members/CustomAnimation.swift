// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2dc83c5807 CustomAnimation.animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) where V :
//   VectorArithmetic
@MainActor func use_2dc83c5807<Self_: CustomAnimation, V: VectorArithmetic>(
    _ subject: Self_,
    _ generics: (Self_, V).Type
) {
    var arg2: AnimationContext<V> = sample()
    let _: V? = subject.animate(value: sample() as V, time: sample() as TimeInterval, context: &arg2)
}

// uf3de5bd673 CustomAnimation.velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) where V :
//   VectorArithmetic
@MainActor func use_f3de5bd673<Self_: CustomAnimation, V: VectorArithmetic>(
    _ subject: Self_,
    _ generics: (Self_, V).Type
) {
    let _: V? = subject.velocity(
        value: sample() as V,
        time: sample() as TimeInterval,
        context: sample() as AnimationContext<V>
    )
}

// uedd8731b57 CustomAnimation.shouldMerge<V>(previous: Animation, value: V, time: TimeInterval, context: inout
//   AnimationContext<V>) where V : VectorArithmetic
@MainActor func use_edd8731b57<Self_: CustomAnimation, V: VectorArithmetic>(
    _ subject: Self_,
    _ generics: (Self_, V).Type
) {
    var arg3: AnimationContext<V> = sample()
    let _: Bool = subject.shouldMerge(
        previous: sample() as Animation,
        value: sample() as V,
        time: sample() as TimeInterval,
        context: &arg3
    )
}

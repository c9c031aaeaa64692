// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uab210dae00 AnimationContext.state
@MainActor func use_ab210dae00<Value: VectorArithmetic>(_ subject: AnimationContext<Value>, _ generics: (Value).Type) {
    var subject = subject
    let _: AnimationState<Value> = subject.state
    subject.state = sample() as AnimationState<Value>
}

// u4b28e410af AnimationContext.isLogicallyComplete
@MainActor func use_4b28e410af<Value: VectorArithmetic>(_ subject: AnimationContext<Value>, _ generics: (Value).Type) {
    var subject = subject
    let _: Bool = subject.isLogicallyComplete
    subject.isLogicallyComplete = sample() as Bool
}

// u8bfcdd6dbf AnimationContext.environment
@MainActor func use_8bfcdd6dbf<Value: VectorArithmetic>(_ subject: AnimationContext<Value>, _ generics: (Value).Type) {
    let _: EnvironmentValues = subject.environment
}

// ucfe451139d AnimationContext.withState<T>(_: AnimationState<T>) where T : VectorArithmetic
@MainActor func use_cfe451139d<Value: VectorArithmetic, T: VectorArithmetic>(
    _ subject: AnimationContext<Value>,
    _ generics: (Value, T).Type
) {
    let _: AnimationContext<T> = subject.withState(sample() as AnimationState<T>)
}

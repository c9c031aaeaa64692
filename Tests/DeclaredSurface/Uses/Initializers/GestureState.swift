// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7bdc5579d2 GestureState.init(wrappedValue: Value)
private struct Wrapper_7bdc5579d2<Value> {
    @GestureState var value: Value = sample()
}

// uc84e0e0a5f GestureState.init(initialValue: Value)
private struct Wrapper_c84e0e0a5f<Value> {
    @GestureState(initialValue: sample() as Value) var value: Value
}

// u1cb05077f0 GestureState.init(wrappedValue: Value, resetTransaction: Transaction)
private struct Wrapper_1cb05077f0<Value> {
    @GestureState(resetTransaction: sample() as Transaction) var value: Value = sample()
}

// uc0b9b8c6bc GestureState.init(initialValue: Value, resetTransaction: Transaction)
private struct Wrapper_c0b9b8c6bc<Value> {
    @GestureState(initialValue: sample() as Value, resetTransaction: sample() as Transaction) var value: Value
}

// uf8bb62cda5 GestureState.init(wrappedValue: Value, reset: (Value, inout Transaction) -> Void)
private struct Wrapper_f8bb62cda5<Value> {
    @GestureState(reset: sample() as (Value, inout Transaction) -> Void) var value: Value = sample()
}

// ue7f1d9e1de GestureState.init(initialValue: Value, reset: (Value, inout Transaction) -> Void)
private struct Wrapper_e7f1d9e1de<Value> {
    @GestureState(
        initialValue: sample() as Value,
        reset: sample() as (Value, inout Transaction) -> Void
    ) var value: Value
}

// u09512cd184 GestureState.init(resetTransaction: Transaction) where Value : ExpressibleByNilLiteral
private struct Wrapper_09512cd184<Value: ExpressibleByNilLiteral> {
    @GestureState(resetTransaction: sample() as Transaction) var value: Value
    @GestureState var value2: Value
}

// ub485471b88 GestureState.init(reset: (Value, inout Transaction) -> Void) where Value : ExpressibleByNilLiteral
private struct Wrapper_b485471b88<Value: ExpressibleByNilLiteral> {
    @GestureState(reset: sample() as (Value, inout Transaction) -> Void) var value: Value
}

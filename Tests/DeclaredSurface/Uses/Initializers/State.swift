// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1df804dd16 State.init(wrappedValue: Value)
private struct Wrapper_1df804dd16<Value> {
    @State var value: Value = sample()
}

// ua19ae3252f State.init(wrappedValue: () -> Value) where Value : AnyObject, Value : Observable
private struct Wrapper_a19ae3252f<Value: AnyObject & Observable> {
    @State var value: Value = sample()
}

// udc431cf3e2 State.init(initialValue: Value)
private struct Wrapper_dc431cf3e2<Value> {
    @State(initialValue: sample() as Value) var value: Value
}

// ub5a3cddc8c State.init() where Value : ExpressibleByNilLiteral
private struct Wrapper_b5a3cddc8c<Value: ExpressibleByNilLiteral> {
    @State var value: Value
}

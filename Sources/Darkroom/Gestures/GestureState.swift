import Foundation

/// A property that holds a value only while a gesture runs: for a still frame, always its initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initial: Value
    /// Creates gesture state with the value it holds while no gesture runs (`@GestureState var offset = .zero`).
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// Creates gesture state with the value it holds while no gesture runs.
    public init(initialValue: Value) { initial = initialValue }
    /// Creates gesture state with its initial value and the transaction it resets with when a gesture ends.
    ///
    /// Darkroom runs no gesture, so the state never leaves its initial value and the transaction is unused.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// Creates gesture state with its initial value and the transaction it resets with (unused, as above).
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }
    /// Creates gesture state with its initial value and a function run when it resets (never, in a render).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    /// Creates gesture state with its initial value and a function run when it resets (never, in a render).
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }
    /// The current value: in a render, always the initial value.
    public var wrappedValue: Value { initial }
    /// The state itself (`$offset`), to pass to a gesture's `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional gesture state, `nil` while no gesture runs, reset with `resetTransaction` (unused, as above).
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
    /// Optional gesture state, `nil` while no gesture runs, with a function run when it resets (never here).
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil) }
}

import Foundation

/// A property wrapper type that can read and write a value managed by the view.
///
/// A renderer takes one picture, so state holds its initial value; writes made
/// while `body` runs are kept for the rest of that evaluation.
@propertyWrapper
public struct State<Value> {
    private final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box
    /// State starting at `value`.
    public init(wrappedValue value: Value) { box = Box(value) }
    /// State starting at `value` (the older spelling).
    public init(initialValue value: Value) { box = Box(value) }
    /// The current value; writes last for the rest of this evaluation of `body`.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding to the value, for controls (`$name`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

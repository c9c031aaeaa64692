import Foundation

/// A property wrapper that reads a value from a view's environment.
///
/// The value is the one in effect where the view's `body` is evaluated.
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value
    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }
    /// The value in effect where the view's `body` is evaluated.
    public var wrappedValue: Value { read(EnvironmentValues.current) }
}

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

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get; setter = set }
    /// The same binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    /// The value read through the binding; setting it writes through.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { self }
    /// A binding to a property of the value (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { var v = self.wrappedValue; v[keyPath: keyPath] = $0; self.wrappedValue = v })
    }
}

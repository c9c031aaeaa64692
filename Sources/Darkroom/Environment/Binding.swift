import Foundation

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

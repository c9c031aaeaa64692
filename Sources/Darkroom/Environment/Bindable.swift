import Foundation
import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object the bindings read and write.
    public var wrappedValue: Value
    /// Creates bindable access to an object, as `@Bindable var model: Model` does.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Creates bindable access to an object, for use in an expression (`Bindable(model).title`).
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Creates bindable access from the projected value of another `Bindable`.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
    /// The wrapper itself, whose dynamic members are bindings to the object's properties (`$model.title`).
    public var projectedValue: Bindable<Value> { self }
}

extension Bindable where Value: AnyObject {
    /// A binding to a property (`$model.title`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

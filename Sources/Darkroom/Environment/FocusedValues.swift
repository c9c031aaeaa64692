import Foundation
import OpenCombine

/// A key for a value that the focused view publishes with `focusedValue(_:_:)`, as SwiftUI's
/// `FocusedValueKey`.
public protocol FocusedValueKey {
    /// The type of value the key stands for.
    associatedtype Value
}

/// The values the focused view and its ancestors publish, as SwiftUI's `FocusedValues`. A still frame has
/// no focus, so the values are empty unless set.
nonisolated public struct FocusedValues: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]
    init() {}
    /// The value published for `key`, or `nil`.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension FocusedValues: Equatable {
    /// Whether both hold values for the same keys (values are not compared: they need not be equatable).
    public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
        Set(lhs.values.keys) == Set(rhs.values.keys)
    }
}

/// A property wrapper for a value the focused view publishes, as SwiftUI's `@FocusedValue`. A still frame
/// has no focus: the value is always `nil`.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>
    /// Reads the value at `keyPath` of the focused view's values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }
    /// The focused view's value: `nil` in a render, where nothing is focused.
    public var wrappedValue: Value? { FocusedValues()[keyPath: keyPath] }
}

/// A property wrapper for a binding the focused view publishes, as SwiftUI's `@FocusedBinding`. A still
/// frame has no focus: the value is always `nil` and writes are ignored.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    /// Reads the binding at `keyPath` of the focused view's values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }
    /// The focused view's bound value: `nil` in a render; setting it writes through a binding when there is
    /// one.
    public var wrappedValue: Value? {
        get { FocusedValues()[keyPath: keyPath]?.wrappedValue }
        nonmutating set { if let newValue { FocusedValues()[keyPath: keyPath]?.wrappedValue = newValue } }
    }
    /// A binding to the focused view's value (`nil` in a render).
    public var projectedValue: Binding<Value?> {
        let keyPath = keyPath
        return Binding(get: { FocusedValues()[keyPath: keyPath]?.wrappedValue },
                       set: { if let value = $0 { FocusedValues()[keyPath: keyPath]?.wrappedValue = value } })
    }
}

/// A property wrapper for an observable object the focused view publishes, as SwiftUI's `@FocusedObject`.
/// A still frame has no focus: the object is always `nil`.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties (`$object.name`).
    @dynamicMemberLookup
    nonisolated public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
    /// Reads the focused view's object of this type.
    public init() {}
    /// The focused view's object: `nil` in a render.
    public var wrappedValue: ObjectType? { nil }
    /// Bindings to the object's properties: `nil` in a render.
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? { nil }
}

import Foundation

/// A property wrapper type that reads and writes a value the system restores with the scene, as SwiftUI's
/// `@SceneStorage`.
///
/// A render draws a scene that was never saved, so the value starts at the wrapper's default (or `nil`), as
/// on a first launch; writes made while `body` runs are kept for the rest of that evaluation, as `@State`'s.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box
    private init(start: Value) { box = Box(start) }

    /// The scene's value: the default in a render, or what was written since.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding to the value (`$selection`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension SceneStorage {
    /// A `Bool` the scene stores under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(start: wrappedValue) }
    /// A `Int` the scene stores under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(start: wrappedValue) }
    /// A `Double` the scene stores under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(start: wrappedValue) }
    /// A `String` the scene stores under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(start: wrappedValue) }
    /// A `URL` the scene stores under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(start: wrappedValue) }
    /// A `Data` the scene stores under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(start: wrappedValue) }
    /// A raw-representable value the scene stores under `key` as an `Int`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(start: wrappedValue)
    }
    /// A raw-representable value the scene stores under `key` as a `String`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(start: wrappedValue)
    }
    /// An optional raw-representable value the scene stores under `key` as a `String`, starting at `nil`.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String { self.init(start: nil) }
    /// An optional raw-representable value the scene stores under `key` as an `Int`, starting at `nil`.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int { self.init(start: nil) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional `Bool` the scene stores under `key`, starting at `nil`.
    public init(_ key: String) where Value == Bool? { self.init(start: nil) }
    /// An optional `Int` the scene stores under `key`, starting at `nil`.
    public init(_ key: String) where Value == Int? { self.init(start: nil) }
    /// An optional `Double` the scene stores under `key`, starting at `nil`.
    public init(_ key: String) where Value == Double? { self.init(start: nil) }
    /// An optional `String` the scene stores under `key`, starting at `nil`.
    public init(_ key: String) where Value == String? { self.init(start: nil) }
    /// An optional `URL` the scene stores under `key`, starting at `nil`.
    public init(_ key: String) where Value == URL? { self.init(start: nil) }
    /// An optional `Data` the scene stores under `key`, starting at `nil`.
    public init(_ key: String) where Value == Data? { self.init(start: nil) }
}

extension SceneStorage {
    /// A table's column customization for the scene, starting at `wrappedValue` (a render is a new scene, so
    /// nothing is restored).
    public init<RowValue>(wrappedValue: Value, _ key: String)
    where Value == TableColumnCustomization<RowValue>, RowValue: Identifiable {
        self.init(start: wrappedValue)
    }
}

#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// SwiftUI's `@AppStorage`: a value an app keeps in `UserDefaults`. A render is a still frame that must not
/// depend on the machine's saved settings, so the value starts at the default the code gives and is never
/// read from or written to `UserDefaults` (`store` is accepted and ignored).
@propertyWrapper
public struct AppStorage<Value> {
    private let box: StorageBox<Value>

    /// The stored value (the default, or what the view set during the render).
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    /// A value stored under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        box = StorageBox(wrappedValue)
    }

    /// An optional value stored under `key`, starting at `nil`.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        box = StorageBox(nil)
    }
}

/// SwiftUI's `@SceneStorage`: a value a scene restores. As `AppStorage`, it starts at the code's default.
@propertyWrapper
public struct SceneStorage<Value> {
    private let box: StorageBox<Value>

    /// The stored value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    /// A value restored under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) {
        box = StorageBox(wrappedValue)
    }

    /// An optional value restored under `key`, starting at `nil`.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        box = StorageBox(nil)
    }
}

/// The value an `AppStorage` or `SceneStorage` holds, shared by its copies as SwiftUI's storage is.
private final class StorageBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
#endif

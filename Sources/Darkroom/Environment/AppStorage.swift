import Foundation

/// A property wrapper type that reflects a value from `UserDefaults`, as SwiftUI's `@AppStorage`.
///
/// Reading gives the value the store holds for the key, or the wrapper's default when it holds none (as on
/// iOS, a render shows what the defaults hold); writing stores the value (`nil` removes the key).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let read: () -> Value
    private let write: (Value) -> Void

    private init(_ key: String, _ store: UserDefaults?, default defaultValue: Value,
                 get: @escaping (UserDefaults, String) -> Value?,
                 set: @escaping (UserDefaults, String, Value) -> Void) {
        let store = UserDefaultsBox(store ?? .standard)
        read = { get(store.defaults, key) ?? defaultValue }
        write = { set(store.defaults, key, $0) }
    }

    /// The value the store holds for the key, or the default; setting it writes the store.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
    /// A binding to the stored value (`$setting`).
    public var projectedValue: Binding<Value> { Binding(get: read, set: write) }
}

/// A `UserDefaults` captured by the wrapper's closures (the class is not `Sendable` in corelibs Foundation).
private struct UserDefaultsBox: @unchecked Sendable {
    let defaults: UserDefaults
    init(_ defaults: UserDefaults) { self.defaults = defaults }
}

extension AppStorage {
    /// Reflects the `Bool` stored for `key` in `store` (the standard defaults by default), or `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, store, default: wrappedValue,
                  get: { $0.object(forKey: $1) == nil ? nil : $0.bool(forKey: $1) },
                  set: { $0.set($2, forKey: $1) })
    }
    /// Reflects the `Int` stored for `key` in `store` (the standard defaults by default), or `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, store, default: wrappedValue,
                  get: { $0.object(forKey: $1) == nil ? nil : $0.integer(forKey: $1) },
                  set: { $0.set($2, forKey: $1) })
    }
    /// Reflects the `Double` stored for `key` in `store` (the standard defaults by default), or `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, store, default: wrappedValue,
                  get: { $0.object(forKey: $1) == nil ? nil : $0.double(forKey: $1) },
                  set: { $0.set($2, forKey: $1) })
    }
    /// Reflects the `String` stored for `key` in `store` (the standard defaults by default), or `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, store, default: wrappedValue,
                  get: { $0.string(forKey: $1) },
                  set: { $0.set($2, forKey: $1) })
    }
    /// Reflects the `URL` stored for `key` in `store` (the standard defaults by default), or `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key, store, default: wrappedValue,
                  get: { $0.url(forKey: $1) },
                  set: { $0.set($2, forKey: $1) })
    }
    /// Reflects the `Data` stored for `key` in `store` (the standard defaults by default), or `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, store, default: wrappedValue,
                  get: { $0.data(forKey: $1) },
                  set: { $0.set($2, forKey: $1) })
    }
    /// Reflects the raw `Int` stored for `key` as a `Value`, or `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, store, default: wrappedValue,
                  get: { $0.object(forKey: $1) == nil ? nil : Value(rawValue: $0.integer(forKey: $1)) },
                  set: { $0.set($2.rawValue, forKey: $1) })
    }
    /// Reflects the raw `String` stored for `key` as a `Value`, or `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, store, default: wrappedValue,
                  get: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) },
                  set: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Reflects the `Bool` stored for `key` in `store`, or `nil`; storing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, store, default: nil, get: { $0.object(forKey: $1) == nil ? nil : $0.bool(forKey: $1) },
                  set: { if let value = $2 { $0.set(value, forKey: $1) } else { $0.removeObject(forKey: $1) } })
    }
    /// Reflects the `Int` stored for `key` in `store`, or `nil`; storing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, store, default: nil, get: { $0.object(forKey: $1) == nil ? nil : $0.integer(forKey: $1) },
                  set: { if let value = $2 { $0.set(value, forKey: $1) } else { $0.removeObject(forKey: $1) } })
    }
    /// Reflects the `Double` stored for `key` in `store`, or `nil`; storing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, store, default: nil, get: { $0.object(forKey: $1) == nil ? nil : $0.double(forKey: $1) },
                  set: { if let value = $2 { $0.set(value, forKey: $1) } else { $0.removeObject(forKey: $1) } })
    }
    /// Reflects the `String` stored for `key` in `store`, or `nil`; storing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, store, default: nil, get: { $0.string(forKey: $1) },
                  set: { if let value = $2 { $0.set(value, forKey: $1) } else { $0.removeObject(forKey: $1) } })
    }
    /// Reflects the `URL` stored for `key` in `store`, or `nil`; storing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key, store, default: nil, get: { $0.url(forKey: $1) },
                  set: { if let value = $2 { $0.set(value, forKey: $1) } else { $0.removeObject(forKey: $1) } })
    }
    /// Reflects the `Data` stored for `key` in `store`, or `nil`; storing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, store, default: nil, get: { $0.data(forKey: $1) },
                  set: { if let value = $2 { $0.set(value, forKey: $1) } else { $0.removeObject(forKey: $1) } })
    }
}

extension AppStorage {
    /// Reflects the raw `String` stored for `key` as an `R`, or `nil`; storing `nil` removes the key.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(key, store, default: nil, get: { $0.string(forKey: $1).flatMap(R.init(rawValue:)) },
                  set: { if let value = $2 { $0.set(value.rawValue, forKey: $1) } else { $0.removeObject(forKey: $1) }
                  })
    }
    /// Reflects the raw `Int` stored for `key` as an `R`, or `nil`; storing `nil` removes the key.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key, store, default: nil,
                  get: { $0.object(forKey: $1) == nil ? nil : R(rawValue: $0.integer(forKey: $1)) },
                  set: { if let value = $2 { $0.set(value.rawValue, forKey: $1) } else { $0.removeObject(forKey: $1) }
                  })
    }
}

extension AppStorage {
    /// Reflects a table's column customization stored for `key` in `store` (as JSON data, which is how the
    /// value persists between launches), or `wrappedValue` when the store holds none or something else.
    public init<RowValue>(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == TableColumnCustomization<RowValue>, RowValue: Identifiable {
        self.init(key, store, default: wrappedValue,
                  get: { defaults, key in
                      defaults.data(forKey: key).flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
                  },
                  set: { defaults, key, value in
                      if let data = try? JSONEncoder().encode(value) { defaults.set(data, forKey: key) }
                  })
    }
}

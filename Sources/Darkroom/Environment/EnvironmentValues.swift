import Foundation

/// A collection of environment values propagated through a view hierarchy.
///
/// A renderer starts from every key's default (iOS, light mode), never from the
/// caller's surroundings, exactly as SwiftUI's `ImageRenderer` does.
///
/// Values are stored type-erased; they are value types in practice, which is why
/// the collection is declared `Sendable` (a render may hop to another thread).
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an environment with every value at its default, as a render starts from.
    public init() {}

    /// Reads or writes the value of a custom environment key; reads give the key's `defaultValue` where
    /// nothing has been set.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values set)" }

    /// The environment in effect while a view's `body` is evaluated; read by `@Environment`.
    @TaskLocal static var current = EnvironmentValues()
}

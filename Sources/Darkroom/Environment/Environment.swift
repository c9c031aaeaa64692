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

import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The type of the value the key stores.
    associatedtype Value
    /// The value the environment holds for the key where no view has set one.
    static var defaultValue: Value { get }
}

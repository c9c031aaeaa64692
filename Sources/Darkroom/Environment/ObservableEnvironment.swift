import Foundation
import Observation

/// The environment slot of an `@Observable` object type, for key paths.
public struct ObservableEnvironmentKey<T: AnyObject & Observable>: Hashable, Sendable {
    /// Creates the key of the object type `T`; every key of one type is the same slot.
    public init() {}
}

extension EnvironmentValues {
    /// The object of type `T` an ancestor supplied with `.environment(_:)`.
    /// SwiftUI traps when there is none; so does this (a programming error, not input).
    public subscript<T: AnyObject & Observable>(observable key: ObservableEnvironmentKey<T>) -> T {
        guard let object = environmentObjects[ObjectIdentifier(T.self)] as? T else {
            fatalError(
                "No Observable object of type \(T.self) found. "
                    + "Set one with View.environment(_:) on an ancestor of this view."
            )
        }
        return object
    }

    /// The object of type `T` an ancestor supplied, or `nil`.
    public subscript<T: AnyObject & Observable>(optionalObservable key: ObservableEnvironmentKey<T>) -> T? {
        environmentObjects[ObjectIdentifier(T.self)] as? T
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads an `@Observable` object placed with `.environment(_:)`, as SwiftUI's
    /// `@Environment(Model.self)`. Properties `body` reads are tracked, so an
    /// `ImageRenderer` hears when they change.
    public init(_ objectType: Value.Type) {
        self.init(\EnvironmentValues.[observable: ObservableEnvironmentKey<Value>()])
    }
}

extension Environment {

    /// `@Environment(Model.self) var model: Model?`: `nil` when no ancestor supplied one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[optionalObservable: ObservableEnvironmentKey<T>()])
    }
}

nonisolated extension View {
    /// Places an `@Observable` object in the environment of this view's subtree,
    /// for `@Environment(T.self)`; `nil` removes it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment { $0.environmentObjects[ObjectIdentifier(T.self)] = object }
    }
}

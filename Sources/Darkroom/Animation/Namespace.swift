import Foundation

/// A namespace for matched geometry, as SwiftUI's `Namespace` property wrapper.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    nonisolated public struct ID: Hashable, Sendable { let value: Int }
    /// A namespace; every namespace of a still frame has the same identity.
    public init() {}
    /// The namespace's identity, for `matchedGeometryEffect(id:in:)`.
    public var wrappedValue: ID { ID(value: 0) }
}

import Foundation

/// A key for a value a view hands its layout container (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
    /// The type of the value the key carries.
    associatedtype Value
    /// The value a subview reports for the key where it has not set one.
    static var defaultValue: Self.Value { get }
}

nonisolated extension View {
    /// Associates a value with this view for a custom layout container to read.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        nodeModifier { node, _ in
            node.ownLayoutValues[ObjectIdentifier(key)] = value
            return node
        }
    }
}

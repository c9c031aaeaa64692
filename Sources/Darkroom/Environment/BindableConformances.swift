import Foundation

extension Bindable: Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { wrappedValue.id }
}

// A bindable of a sendable value crosses actors as the value does (its only stored property).
extension Bindable: @unchecked Sendable where Value: Sendable {}

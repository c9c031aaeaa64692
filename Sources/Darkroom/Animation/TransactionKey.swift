import Foundation

/// A key for a value a transaction carries, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a transaction that was not given one.
    static var defaultValue: Self.Value { get }
}

extension Transaction {
    /// The value for `key`, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = TransactionValue(value: newValue) }
    }

    /// Runs `completion` when the change's animations finish: a still frame has no time to animate in, so they
    /// are finished at once and `completion` runs now.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completion()
    }
}

/// A value a transaction carries: transactions are `Sendable` as SwiftUI's are, and a key's value is the app's.
struct TransactionValue: @unchecked Sendable {
    let value: Any
}

import Foundation

extension Binding {
    /// A binding to an optional value that reads `base`'s value and writes only non-`nil` values to it.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }
    /// A binding to `base`'s value unwrapped, or `nil` when `base` holds `nil` now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }
    /// A binding to `base`'s value as `AnyHashable`; writes of another type are ignored.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) },
                  set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
    /// A binding whose setter also receives the transaction of the change.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }
    /// The transaction of the binding's changes (a render makes none: an empty transaction; setting it is
    /// accepted).
    public var transaction: Transaction {
        get { Transaction() }
        set {}
    }
    /// The same binding, its changes made in `transaction` (a render never animates a change).
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
    /// The same binding, its changes animated with `animation` (a render never animates a change).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {}

extension Binding: Collection where Value: MutableCollection {
    /// A binding to each element.
    public typealias Element = Binding<Value.Element>
    /// The elements' bindings, in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A run of the elements' bindings.
    public typealias SubSequence = Slice<Binding<Value>>
    /// A position in the bound collection.
    public typealias Index = Value.Index
    /// The bound collection's indices.
    public typealias Indices = Value.Indices
    /// The bound collection's first position.
    public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }
    /// The bound collection's past-the-end position.
    public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }
    /// The bound collection's indices.
    public var indices: Value.Indices { wrappedValue.indices }
    /// The position after `i`.
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(after: i) }
    /// Moves `i` to the position after it.
    public func formIndex(after i: inout Binding<Value>.Index) { wrappedValue.formIndex(after: &i) }
    /// A binding to the element at `position`.
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
        Binding<Value.Element>(get: { self.wrappedValue[position] },
                               set: { var v = self.wrappedValue; v[position] = $0; self.wrappedValue = v })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The position before `i`.
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(before: i) }
    /// Moves `i` to the position before it.
    public func formIndex(before i: inout Binding<Value>.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

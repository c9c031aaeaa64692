import Foundation

/// The assistive technologies a focus state follows, as SwiftUI's `AccessibilityTechnologies`.
nonisolated public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    private var bits: UInt8
    private init(bits: UInt8) { self.bits = bits }
    /// VoiceOver.
    public static var voiceOver: AccessibilityTechnologies { .init(bits: 1) }
    /// Switch Control.
    public static var switchControl: AccessibilityTechnologies { .init(bits: 2) }
    /// No technology.
    public init() { bits = 0 }
    /// The technologies in either set.
    public func union(_ other: Self) -> Self { .init(bits: bits | other.bits) }
    /// The technologies in both sets.
    public func intersection(_ other: Self) -> Self { .init(bits: bits & other.bits) }
    /// The technologies in one set only.
    public func symmetricDifference(_ other: Self) -> Self { .init(bits: bits ^ other.bits) }
    /// Whether every technology of `member` is in the set.
    public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
    /// Adds `newMember`.
    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    /// Removes `member`, returning what was removed.
    @discardableResult
    public mutating func remove(_ member: Self) -> Self? {
        let removed = intersection(member)
        bits &= ~member.bits
        return removed.bits == 0 ? nil : removed
    }
    /// Adds `newMember`, returning what was already there.
    @discardableResult
    public mutating func update(with newMember: Self) -> Self? {
        let old = intersection(newMember)
        bits |= newMember.bits
        return old.bits == 0 ? nil : old
    }
    /// Adds the technologies of `other`.
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    /// Keeps only the technologies also in `other`.
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    /// Keeps the technologies in one set only.
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

/// A property wrapper tracking which element assistive technologies focus, as SwiftUI's
/// `@AccessibilityFocusState`. A still frame has no VoiceOver cursor: the value is always its initial one
/// (`false` or `nil`), and setting it does nothing.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let initial: Value
    /// A Boolean focus state, false.
    public init() where Value == Bool { initial = false }
    /// A Boolean focus state for `technologies`, false.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { initial = false }
    /// An optional focus state, `nil`.
    public init<T: Hashable>() where Value == T? { initial = nil }
    /// An optional focus state for `technologies`, `nil`.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { initial = nil }
    /// The focused element: the initial value in a render; setting it does nothing.
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
    /// A binding to the focus state, to pass to `accessibilityFocused(_:)`.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(value: initial) }

    /// What `accessibilityFocused(_:)` takes.
    @propertyWrapper
    nonisolated public struct Binding {
        let value: Value
        /// The focused element the binding reads: the initial value in a render; setting it does nothing.
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        /// The binding itself.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }
}

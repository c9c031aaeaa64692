import Foundation

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

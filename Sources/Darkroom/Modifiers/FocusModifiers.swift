import Foundation

// Focus needs a keyboard and a responder chain; a still frame has neither, so
// nothing is focused and these modifiers draw the view as it is.

/// A property tracking which field has focus: for a still frame, always its initial value.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    private let initial: Value
    /// A Boolean focus state, false (nothing focused).
    public init() where Value == Bool { initial = false }
    /// An optional focus state, `nil` (nothing focused).
    public init<T: Hashable>() where Value == T? { initial = nil }
    /// The focused field: in a render, always the initial value (`false` or `nil`); setting it does nothing.
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
    /// A binding to the focus state (`$focusedField`), to pass to `focused(_:)` or `focused(_:equals:)`.
    public var projectedValue: Binding { Binding(value: initial) }

    /// What `focused(_:)` takes; also a property wrapper, so a child view can take it (`@FocusState.Binding`).
    @propertyWrapper
    nonisolated public struct Binding {
        let value: Value
        /// The focused field the binding reads: in a render, the initial value; setting it does nothing.
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        /// The binding itself (`$field` inside a view that takes one).
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension View {
    /// Binds focus to a Boolean; nothing is focused in a still frame.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Binds focus to a value; nothing is focused in a still frame.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        self
    }
    /// Whether the view can take focus.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// A default focus within a scope.
    nonisolated public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> some View {
        self
    }
}

private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has focus: no, unless set.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}

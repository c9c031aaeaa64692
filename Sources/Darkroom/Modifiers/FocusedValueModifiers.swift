import Foundation

/// How strongly a view asks for default focus, as SwiftUI's `DefaultFocusEvaluationPriority`: a still frame shows
/// nothing focused.
nonisolated public struct DefaultFocusEvaluationPriority: Sendable {
    let isUserInitiated: Bool
    /// Focus the view when the scene first appears.
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
    /// Focus the view also when the person moves focus into the scope.
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

// A still frame has no focus: these modifiers publish values no focused view reads, and draw nothing.
nonisolated extension View {
    /// Publishes `value` at `keyPath` for the focused scene's commands (none read it in a render).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        self
    }
    /// Publishes `value`, or nothing for `nil`, at `keyPath` (none read it in a render).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> some View { self }
    /// Publishes `value` at `keyPath` for the whole scene (none read it in a render).
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { self }
    /// Publishes `value`, or nothing for `nil`, at `keyPath` for the whole scene (none read it in a render).
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        self
    }
    /// Asks for `binding` to be focused on `value` by default; a still frame shows nothing focused.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View { self }
}

nonisolated extension DynamicViewContent {
    /// Inserts dropped item providers among the views; a still frame has no drop, so nothing changes.
    public func onInsert(of supportedContentTypes: [UTType],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        self
    }
    /// Inserts dropped item providers of type identifiers among the views; nothing changes in a still frame.
    public func onInsert(of acceptedTypeIdentifiers: [String],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        self
    }
    /// Inserts dropped items among the views; a still frame has no drop, so nothing changes.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T], Int) -> Void) -> some DynamicViewContent {
        self
    }
}

nonisolated extension View {
    /// Whether the view mirrors in a right-to-left layout: Darkroom draws views unmirrored (docs/support.md), so
    /// the behaviour is accepted and draws the same.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { self }
    /// Mirrors the view horizontally in a right-to-left layout when `enabled`.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(RightToLeftFlip(enabled: enabled))
    }
}

/// Mirrors its content about its vertical centre line in a right-to-left layout.
struct RightToLeftFlip: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var layoutDirection
    func body(content: Content) -> some View {
        content.scaleEffect(x: enabled && layoutDirection == .rightToLeft ? -1 : 1, y: 1)
    }
}

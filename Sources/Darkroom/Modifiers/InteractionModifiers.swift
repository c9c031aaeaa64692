import Foundation

// Interaction modifiers: a still picture has no gestures, pointer or touches, so
// these keep the view as it is. They exist so app code renders unchanged.

nonisolated extension View {
    /// A tap action; a still frame is never tapped, so `action` never runs.
    @preconcurrency public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
        -> some View
    { self }
    /// A long-press action, told when pressing starts and stops; never run in a still frame.
    @preconcurrency public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View { self }
    /// Disables interaction. Controls render as they are (dimming is a style choice SwiftUI
    /// makes per control; Darkroom's controls read `isEnabled`).
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment { $0.isEnabled = $0.isEnabled && !disabled }
    }
    /// The identity of a view (no effect on a single render).
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// A tooltip; no pointer hovers over a render.
    public func help(_ text: String) -> some View { self }
    /// Whether the view takes touches; no effect on the picture.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
extension EnvironmentValues {
    /// Whether controls in this environment are enabled.
    public var isEnabled: Bool { get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue } }
}

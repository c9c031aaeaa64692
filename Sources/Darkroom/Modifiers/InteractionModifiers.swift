import Foundation

// Interaction, animation and accessibility modifiers: a still picture has no
// gestures, no time and no assistive technology, so these keep the view as it is.
// They exist so app code renders unchanged.

nonisolated extension View {
    @preconcurrency public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
        -> some View
    { self }
    @preconcurrency public func onLongPressGesture(
        minimumDuration: Double = 0.5, perform action: @escaping @MainActor () -> Void
    ) -> some View { self }
    /// Disables interaction. Controls render as they are (dimming is a style choice SwiftUI
    /// makes per control; Darkroom's controls read `isEnabled`).
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment { $0.isEnabled = $0.isEnabled && !disabled }
    }
    /// Animations need time; a render shows the final state, as `ImageRenderer` does.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    public func transition(_ t: AnyTransition) -> some View { self }
    /// The identity of a view (no effect on a single render).
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func help(_ text: String) -> some View { self }
    public func accessibilityLabel(_ label: String) -> some View { self }
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityHint(_ hint: String) -> some View { self }
    public func accessibilityValue(_ value: String) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func navigationTitle(_ title: String) -> some View { self }
    public func navigationTitle(_ title: Text) -> some View { self }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

/// How an accessibility element treats its children (accepted, no effect on pixels).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let contain = AccessibilityChildBehavior(kind: 1)
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// An animation curve. A render shows the end state, so the curve is recorded, not played.
public struct Animation: Hashable, Sendable {
    let name: String
    let duration: Double
    public static let `default` = Animation(name: "default", duration: 0.35)
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static let spring = Animation(name: "spring", duration: 0.5)
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(name: "spring", duration: response)
    }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// A transition between views. A render shows the inserted state.
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// Runs `body` with an animation: with no time to animate, the changes simply happen.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
extension EnvironmentValues {
    /// Whether controls in this environment are enabled.
    public var isEnabled: Bool { get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue } }
}

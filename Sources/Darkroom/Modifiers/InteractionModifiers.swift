import Foundation

// Interaction, animation and accessibility modifiers: a still picture has no
// gestures, no time and no assistive technology, so these keep the view as it is.
// They exist so app code renders unchanged.

nonisolated extension View {
    /// A tap action; a still frame is never tapped, so `action` never runs.
    @preconcurrency public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
        -> some View
    { self }
    /// A long-press action; never run in a still frame.
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
    /// Animates every change below (deprecated on Apple platforms); a render shows the final state.
    public func animation(_ animation: Animation?) -> some View { self }
    /// How the view enters and leaves; a render shows it inserted.
    public func transition(_ t: AnyTransition) -> some View { self }
    /// The identity of a view (no effect on a single render).
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// A tooltip; no pointer hovers over a render.
    public func help(_ text: String) -> some View { self }
    /// The label assistive technologies read; a rendered image has no accessibility tree.
    public func accessibilityLabel(_ label: String) -> some View { self }
    /// The label assistive technologies read; a rendered image has no accessibility tree.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// What activating the view does, for assistive technologies; no effect on the picture.
    public func accessibilityHint(_ hint: String) -> some View { self }
    /// The view's value for assistive technologies; no effect on the picture.
    public func accessibilityValue(_ value: String) -> some View { self }
    /// Hides the view from assistive technologies; it is still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Makes the view one accessibility element; no effect on the picture.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// Whether the view takes touches; no effect on the picture.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// The title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle(_ title: String) -> some View { self }
    /// The title of the enclosing navigation bar; accepted, no bar title is drawn from it.
    public func navigationTitle(_ title: Text) -> some View { self }
    /// Whether text below can be selected; nothing is selected in a render.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

/// How an accessibility element treats its children (accepted, no effect on pixels).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// Children are hidden from assistive technologies.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// Children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// Children's labels merge into this element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// An animation curve. A render shows the end state, so the curve is recorded, not played.
public struct Animation: Hashable, Sendable {
    let name: String
    let duration: Double
    /// The default curve (0.35 s); recorded, not played.
    public static let `default` = Animation(name: "default", duration: 0.35)
    /// Constant speed, 0.35 s.
    public static let linear = Animation(name: "linear", duration: 0.35)
    /// Slow start, 0.35 s.
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    /// Slow end, 0.35 s.
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    /// Slow start and end, 0.35 s.
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    /// A spring, 0.5 s response.
    public static let spring = Animation(name: "spring", duration: 0.5)
    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    /// Slow start over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    /// Slow end over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    /// Slow start and end over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    /// A spring with SwiftUI's parameters.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(name: "spring", duration: response)
    }
    /// The same animation started later; a render does not wait.
    public func delay(_ delay: Double) -> Animation { self }
    /// The same animation faster or slower.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated without end; a render shows one state.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// A transition between views. A render shows the inserted state.
public struct AnyTransition: Sendable {
    let name: String
    /// No transition.
    public static let identity = AnyTransition(name: "identity")
    /// Fades in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// Grows in and shrinks out.
    public static let scale = AnyTransition(name: "scale")
    /// Slides in from the leading edge, out to the trailing edge.
    public static let slide = AnyTransition(name: "slide")
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Both transitions at once.
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

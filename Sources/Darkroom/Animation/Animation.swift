import Foundation

/// An animation curve. A render shows the end state, so the curve is recorded, not played.
public struct Animation: Hashable, Sendable {
    let name: String
    let duration: Double
    /// The animation `init(_:)` wraps, if any.
    var custom: CustomAnimationBox? = nil
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
    /// A spring with SwiftUI's parameters (disfavoured, as in SwiftUI, for the duration spelling).
    @_disfavoredOverload
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

nonisolated extension View {
    /// Animations need time; a render shows the final state, as `ImageRenderer` does.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// Animates every change below (deprecated on Apple platforms); a render shows the final state.
    public func animation(_ animation: Animation?) -> some View { self }
}

/// Runs `body` with an animation: with no time to animate, the changes simply happen.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

import Foundation

// The rest of SwiftUI's `Animation` API. A still frame shows the end state, so a
// curve is recorded by name and duration and never played; every curve compiles.
extension Animation {
    /// A spring from physical parameters (mass, stiffness, damping), as SwiftUI's.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "interpolatingSpring", duration: springDuration(mass: mass, stiffness: stiffness))
    }
    /// A spring from a perceptual duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                                           initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "interpolatingSpring", duration: duration)
    }
    /// The default interpolating spring.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
    /// A spring from a perceptual duration and bounce.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
        -> Animation
    {
        Animation(name: "spring", duration: duration)
    }
    /// A short, stiff spring for interactive changes (disfavoured, as in SwiftUI, for the duration spelling).
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring", duration: response)
    }
    /// The default interactive spring.
    public static var interactiveSpring: Animation { interactiveSpring() }
    /// A spring with no bounce.
    public static var smooth: Animation { smooth() }
    /// A smooth spring animation with a given perceptual duration and extra bounce, as SwiftUI's.
    ///
    /// Darkroom records the curve's name and duration; a render shows the end state.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(name: "smooth", duration: duration)
    }
    /// A spring with a little bounce.
    public static var snappy: Animation { snappy() }
    /// A snappy spring animation with a given perceptual duration and extra bounce, as SwiftUI's.
    ///
    /// Darkroom records the curve's name and duration; a render shows the end state.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(name: "snappy", duration: duration)
    }
    /// A spring with more bounce.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring animation with a given perceptual duration and extra bounce, as SwiftUI's.
    ///
    /// Darkroom records the curve's name and duration; a render shows the end state.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(name: "bouncy", duration: duration)
    }
    /// A cubic Bézier timing curve through control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        Animation(name: "timingCurve", duration: duration)
    }
    /// Repeats the animation a number of times (the still frame shows the end state).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }

    /// An undamped spring's period, √(m/k)·2π: a stand-in duration for the record.
    private static func springDuration(mass: Double, stiffness: Double) -> Double {
        guard mass > 0, stiffness > 0 else { return 0 }
        return 2 * Double.pi * (mass / stiffness).squareRoot()
    }
}

/// The context of a state change, as SwiftUI's `Transaction`: its animation is recorded, never played.
nonisolated public struct Transaction: Sendable {
    /// The animation the change would run with.
    public var animation: Animation?
    /// Whether animations are turned off for the change.
    public var disablesAnimations = false
    /// How a dismissal in the change happens.
    public var dismissBehavior: DismissBehavior = .interactive
    /// Whether the change tracks the velocity of a gesture's values.
    public var tracksVelocity = false
    /// Whether the change is one of a continuous series (a drag in progress).
    public var isContinuous = false
    /// Values set through `TransactionKey`s.
    var values: [ObjectIdentifier: TransactionValue] = [:]
    /// Creates a transaction with no animation.
    public init() {}
    /// Creates a transaction that carries the given animation (or none, for `nil`).
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` in a transaction: with no time to animate, the changes simply happen.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Changes the transaction of changes below; a still frame has none to change.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

extension AnyTransition {
    /// Moves in from one edge and out to another.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// Slides by an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// Scales from a factor around an anchor.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: "scale")
    }
    /// Moves with an edge and fades.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Attaches an animation to the transition.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

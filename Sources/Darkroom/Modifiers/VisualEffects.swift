import Foundation

/// Effects that change how a view is drawn but never its layout, composed with `visualEffect(_:)` and
/// `scrollTransition(_:axis:transition:)`, as SwiftUI's `VisualEffect` (iOS 17).
///
/// Each effect applies the view modifier of the same name, so an effect draws exactly what that
/// modifier draws (one rule for both).
public protocol VisualEffect: Sendable {
    /// The modifiers this effect applies, in order: engine SPI. Types of your own that conform apply none.
    @_spi(Engine) var _appliedModifiers: [VisualEffectModifier] { get }
}

extension VisualEffect {
    /// Effects of your own types apply nothing: Darkroom cannot know what they draw. **Unstable**: Darkroom's hook,
    /// not API; public only because effects of every module conform through it (a module without the engine SPI
    /// import cannot see an SPI default).
    public var _appliedModifiers: [VisualEffectModifier] { [] }
}

/// One view modifier of a visual effect, kept as a function of the view it wraps. **Unstable** and opaque: public
/// only because the default `VisualEffect._appliedModifiers` is.
public struct VisualEffectModifier: Sendable {
    let apply: @Sendable (AnyView) -> AnyView
}

/// The identity effect, the start of every composed effect.
nonisolated public struct EmptyVisualEffect: VisualEffect {
    /// Creates the effect that changes nothing.
    public init() {}
}

/// A composed effect: the modifiers of the effects before it, then its own.
nonisolated public struct ComposedVisualEffect: VisualEffect {
    @_spi(Engine) public let _appliedModifiers: [VisualEffectModifier]
}

nonisolated extension VisualEffect {
    private func adding(_ apply: @escaping @Sendable (AnyView) -> AnyView) -> ComposedVisualEffect {
        ComposedVisualEffect(_appliedModifiers: _appliedModifiers + [VisualEffectModifier(apply: apply)])
    }

    /// Draws the view displaced.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding { AnyView($0.offset(offset)) } }
    /// Draws the view displaced by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding { AnyView($0.offset(x: x, y: y)) }
    }
    /// Scales the drawing around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    /// Scales the drawing uniformly around `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    /// Scales the drawing by separate factors around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
    }
    /// Rotates the drawing around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding { AnyView($0.rotationEffect(angle, anchor: anchor)) }
    }
    /// Rotates the drawing in three dimensions (drawn orthographically, as `rotation3DEffect` is).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some VisualEffect {
        let (x, y, z) = axis
        return adding {
            AnyView($0.rotation3DEffect(angle, axis: (x: x, y: y, z: z), anchor: anchor, anchorZ: anchorZ,
                                        perspective: perspective))
        }
    }
    /// Applies an affine transform in the view's own coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding { AnyView($0.transformEffect(transform)) }
    }
    /// Sets the drawing's transparency.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding { AnyView($0.opacity(opacity)) } }
    /// Blurs the drawing (a Gaussian, σ = radius).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding { AnyView($0.blur(radius: radius, opaque: opaque)) }
    }
    /// Brightens or darkens the drawing.
    public func brightness(_ amount: Double) -> some VisualEffect { adding { AnyView($0.brightness(amount)) } }
    /// Changes the drawing's contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { adding { AnyView($0.contrast(amount)) } }
    /// Changes the drawing's colour saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { adding { AnyView($0.saturation(amount)) } }
    /// Removes colour from the drawing.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding { AnyView($0.grayscale(amount)) } }
    /// Rotates the drawing's hues.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding { AnyView($0.hueRotation(angle)) } }
    /// Multiplies the drawing's colours by a colour.
    public func colorMultiply(_ color: Color) -> some VisualEffect {
        adding { AnyView($0.colorMultiply(color)) }
    }
}

nonisolated extension View {
    /// Applies effects computed from the view's own geometry, without changing its layout.
    ///
    /// The proxy describes the view's frame in the render (its size, and its frame in the global and named
    /// coordinate spaces), as SwiftUI's does after layout.
    public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        let content = AnyView(self)
        return nodeModifier { node, context in
            VisualEffectNode(child: node) { proxy in
                let modifiers = effect(EmptyVisualEffect(), proxy)._appliedModifiers
                guard !modifiers.isEmpty else { return nil }
                let modified = modifiers.reduce(content) { view, modifier in modifier.apply(view) }
                return Resolver.node(modified, context)
            }
        }
    }

    /// Applies effects as the view scrolls in and out of its scroll view's visible region.
    ///
    /// A render has no viewport: every view is drawn in its identity phase, as a view at rest inside the
    /// visible region is on screen.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        let modifiers = transition(EmptyVisualEffect(), .identity)._appliedModifiers
        return modifiers.reduce(AnyView(self)) { view, modifier in modifier.apply(view) }
    }

    /// Applies effects as the view scrolls in and out, with a configuration per edge; drawn in the identity
    /// phase (see `scrollTransition(_:axis:transition:)`).
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
        axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading, axis: axis, transition: transition)
    }
}

/// Where a view is relative to its scroll view's visible region.
public enum ScrollTransitionPhase: Sendable, Hashable {
    /// Before the visible region (above or to the leading side).
    case topLeading
    /// Inside the visible region: the phase every view of a render is drawn in.
    case identity
    /// After the visible region.
    case bottomTrailing

    /// Whether the view is in the visible region.
    public var isIdentity: Bool { self == .identity }
    /// −1 before the region, 0 inside it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition animates; kept for source compatibility (a render draws the identity phase).
public struct ScrollTransitionConfiguration: Sendable {
    /// Animates to each phase as the view crosses a threshold.
    public static let animated = ScrollTransitionConfiguration()
    /// Follows the scroll position continuously.
    public static let interactive = ScrollTransitionConfiguration()
    /// Never changes the view.
    public static let identity = ScrollTransitionConfiguration()
    /// An animated transition with a given animation.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    /// Sets the threshold at which the transition starts.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
        self
    }
    /// Sets the animation.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// How far into the visible region a view must be for its identity phase.
    public struct Threshold: Sendable {
        /// As soon as any part is visible.
        public static let visible = Threshold()
        /// Only when wholly visible.
        public static let hidden = Threshold()
        /// A fraction of the view visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
        /// When the view's centre is in the region.
        public static let centered = Threshold()
        /// Leaves the threshold inset by a fraction.
        public func inset(by distance: Double) -> Threshold { self }
        /// Interpolates towards another threshold.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
    }
}

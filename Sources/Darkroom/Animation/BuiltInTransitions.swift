import Foundation

// SwiftUI's built-in transitions. Each body draws its content as the phase asks: at `.identity`, which is what a
// still frame shows, the content as it is; before insertion and after removal, moved, scaled or faded.

/// A transition that leaves its content as it is, as SwiftUI's `IdentityTransition`.
public struct IdentityTransition: Transition {
    /// The identity transition.
    public init() {}
    /// The content, unchanged in every phase.
    public func body(content: IdentityTransition.Content, phase: TransitionPhase) -> IdentityTransition.Content {
        content
    }
    /// The identity transition does not move its content.
    public static let properties = TransitionProperties(hasMotion: false)
}

/// A transition that fades its content in and out, as SwiftUI's `OpacityTransition`.
public struct OpacityTransition: Transition {
    /// The fade transition.
    public init() {}
    /// The content, transparent outside `.identity`.
    public func body(content: OpacityTransition.Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    /// A fade does not move its content.
    public static let properties = TransitionProperties(hasMotion: false)
}

/// A transition that scales its content in and out, as SwiftUI's `ScaleTransition`.
public struct ScaleTransition: Transition {
    /// The scale of the content outside `.identity`.
    public var scale: Double
    /// The point the content scales about.
    public var anchor: UnitPoint
    /// A transition scaling the content to `scale` about `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// The content, scaled outside `.identity`.
    public func body(content: ScaleTransition.Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// A transition that offsets its content in and out, as SwiftUI's `OffsetTransition`.
public struct OffsetTransition: Transition {
    /// The offset of the content outside `.identity`.
    public var offset: CGSize
    /// A transition offsetting the content by `offset`.
    public init(_ offset: CGSize) { self.offset = offset }
    /// The content, offset outside `.identity`.
    public func body(content: OffsetTransition.Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// A transition that moves its content in from and out to an edge, as SwiftUI's `MoveTransition`.
public struct MoveTransition: Transition {
    /// The edge the content moves from and to.
    public var edge: Edge
    /// A transition moving the content by its own size towards `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The content, moved one size towards `edge` outside `.identity`.
    public func body(content: MoveTransition.Content, phase: TransitionPhase) -> some View {
        let edge = edge
        return content.visualEffect { effect, proxy in
            effect.offset(phase.isIdentity ? .zero : EdgeTransitionOffset.offset(towards: edge, size: proxy.size))
        }
    }
}

/// A transition that pushes its content in from an edge and out at the opposite one, fading it, as SwiftUI's
/// `PushTransition`.
public struct PushTransition: Transition {
    /// The edge the content comes in from.
    public var edge: Edge
    /// A transition pushing the content in from `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The content, outside `.identity` moved one size towards `edge` (inserting) or the opposite edge (removing)
    /// and faded.
    public func body(content: PushTransition.Content, phase: TransitionPhase) -> some View {
        let edge = phase == .didDisappear ? edge.opposite : edge
        return content
            .visualEffect { effect, proxy in
                effect.offset(phase.isIdentity ? .zero : EdgeTransitionOffset.offset(towards: edge, size: proxy.size))
            }
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A transition that slides its content in from the leading edge and out at the trailing one, as SwiftUI's
/// `SlideTransition`.
public struct SlideTransition: Transition {
    /// The slide transition.
    public init() {}
    /// The content, outside `.identity` moved one width to the leading (inserting) or trailing (removing) side.
    public func body(content: SlideTransition.Content, phase: TransitionPhase) -> some View {
        let edge: Edge = phase == .didDisappear ? .trailing : .leading
        return content.visualEffect { effect, proxy in
            effect.offset(phase.isIdentity ? .zero : EdgeTransitionOffset.offset(towards: edge, size: proxy.size))
        }
    }
}

/// One transition on insertion and another on removal, as SwiftUI's `AsymmetricTransition`.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition on insertion.
    public var insertion: Insertion
    /// The transition on removal.
    public var removal: Removal
    /// A transition using `insertion` on insertion and `removal` on removal.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    /// The content as `removal` draws it after removal, and as `insertion` draws it otherwise.
    public func body(content: AsymmetricTransition<Insertion, Removal>.Content, phase: TransitionPhase) -> some View {
        if phase == .didDisappear {
            removal.apply(content: content, phase: phase)
        } else {
            insertion.apply(content: content, phase: phase)
        }
    }
    /// Moving when either transition moves.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}

/// How far an edge transition moves content of `size`.
enum EdgeTransitionOffset {
    static func offset(towards edge: Edge, size: CGSize) -> CGSize {
        switch edge {
        case .top: CGSize(width: 0, height: -size.height)
        case .bottom: CGSize(width: 0, height: size.height)
        case .leading: CGSize(width: -size.width, height: 0)
        case .trailing: CGSize(width: size.width, height: 0)
        }
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension Transition where Self == IdentityTransition {
    /// A transition that leaves the content as it is.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// A transition that fades the content in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// A transition that scales the content from nothing and back.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// A transition that scales the content from `scale` about `anchor`, and back.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == OffsetTransition {
    /// A transition that offsets the content by `offset`.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    /// A transition that offsets the content by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == MoveTransition {
    /// A transition that moves the content in from and out to `edge`.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// A transition that pushes the content in from `edge`.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// A transition that slides the content in from the leading edge and out at the trailing one.
    public static var slide: SlideTransition { SlideTransition() }
}

import Foundation

nonisolated extension View {
    /// Blurs this view with a Gaussian of standard deviation `radius` points
    /// (the look of SwiftUI's and Core Image's blur radius).
    ///
    /// `opaque: true` keeps the blur inside the view's bounds (SwiftUI's opaque
    /// blur); Darkroom clips to the bounds, so edges still fade towards
    /// transparency rather than extending the edge pixels.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        let r = radius.sanitizedRadius
        return nodeModifier { node, _ in
            EffectNode(name: "blur", child: node) { rect in
                DisplayGroup(clips: opaque ? [ClipPath(path: Path(rect))] : [], blurRadius: r)
            }
        }
    }

    /// Sets how this view composites with what is behind it.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        nodeModifier { node, _ in
            EffectNode(name: "blendMode", child: node) { _ in
                var g = DisplayGroup(blendMode: blendMode)
                g.effectsReachLeaves = true
                return g
            }
        }
    }

    /// Composites this view's contents into one layer before it meets what is
    /// behind it: blend modes inside then blend only with each other.
    public func compositingGroup() -> some View {
        nodeModifier { node, _ in
            EffectNode(name: "compositingGroup", child: node) { _ in
                var g = DisplayGroup()
                g.isCompositingGroup = true
                return g
            }
        }
    }

    /// Defines the view's hit-testing shape. A renderer has no hit testing and
    /// `contentShape` never changes layout or drawing in SwiftUI, so Darkroom
    /// accepts it and leaves the view as it is.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        nodeModifier { node in node }
    }
    /// Defines the shape of one kind of interaction (hit testing, previews…): no effect on rendering.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        nodeModifier { node in node }
    }
}

/// The kinds of content shape (interaction, previews, hover…); rendering ignores them.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The shape for hit testing of taps, gestures and other interactions.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The shape of the preview shown while the view is dragged.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The shape of the preview shown with a context menu.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The shape of the hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The shape of the focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The shape accessibility uses for the view's frame and hit testing.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

import Foundation

nonisolated extension View {
    /// Sets the transparency of this view, compositing it as a group.
    public func opacity(_ opacity: Double) -> some View {
        let o = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        return nodeModifier { node, _ in
            EffectNode(name: "opacity", child: node) { _ in
                var g = DisplayGroup(opacity: o)
                g.effectsReachLeaves = true
                return g
            }
        }
    }

    /// Clips this view to a shape laid over its bounds.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        nodeModifier { node, _ in
            EffectNode(name: "clipShape", child: node) { rect in
                DisplayGroup(clips: [ClipPath(path: shape.placedPath(in: rect), style: style)])
            }
        }
    }
    /// Clips this view to its bounding rectangle.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
    /// Clips this view to a rounded rectangle.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Adds a shadow: a Gaussian blur of the view's shape in `color`, offset by (`x`, `y`).
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        nodeModifier { node, context in
            let c = color.resolve(in: context.environment)
            let r = radius.sanitizedRadius
            return EffectNode(name: "shadow", child: node) { _ in
                var g = DisplayGroup()
                g.shadow = Shadow(
                    color: c, radius: r, offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0))
                return g
            }
        }
    }
}

extension View {
    /// Hides the view: it keeps its place in the layout and draws nothing.
    nonisolated public func hidden() -> some View { opacity(0) }
}

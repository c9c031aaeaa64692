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
}

import Foundation

// Render-only transforms: as in SwiftUI, they change how a view is drawn, never
// its frame or its siblings' positions. The group's transform is expressed in
// root coordinates (display items are absolute), built around the anchor's
// position in the view's final frame.

nonisolated extension View {
    /// Rotates this view's rendered output around `anchor` (clockwise on screen for positive angles).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let radians = angle.radians.isFinite ? angle.radians : 0
        return renderTransform(name: "rotationEffect", anchor: anchor) { CGAffineTransform(rotationAngle: radians) }
    }

    /// Scales this view's rendered output by `scale` around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        // NaN and infinite factors are ignored; huge ones saturate (InputLimits.maxScaleFactor).
        let limit = CGFloat(InputLimits.maxScaleFactor)
        let sx = scale.width.isFinite ? scale.width.clamped(to: -limit...limit) : 1
        let sy = scale.height.isFinite ? scale.height.clamped(to: -limit...limit) : 1
        return renderTransform(name: "scaleEffect", anchor: anchor) { CGAffineTransform(scaleX: sx, y: sy) }
    }
    /// Scales this view's rendered output uniformly around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    /// Scales this view's rendered output by separate horizontal and vertical factors.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Applies an affine transform to this view's rendered output, in the view's
    /// own coordinate space (origin at its top-leading corner), as SwiftUI does.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let finite = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(
            \.isFinite)
        let t = finite ? transform : .identity
        return renderTransform(name: "transformEffect", anchor: .topLeading) { t }
    }

    private func renderTransform(name: String, anchor: UnitPoint, _ make: @escaping () -> CGAffineTransform)
        -> some View
    {
        nodeModifier { node, _ in
            EffectNode(name: name, child: node) { rect in
                let p = anchor.point(in: rect)
                let t = CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(make())
                    .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
                return DisplayGroup(transform: t)
            }
        }
    }
}

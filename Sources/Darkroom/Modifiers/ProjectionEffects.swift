import Foundation

extension View {
    /// Rotates the view in three dimensions around `axis`, drawn orthographically:
    /// the rotated plane is projected straight onto the screen, so a turn about z is
    /// exactly `rotationEffect` and a turn about x or y foreshortens the view by the
    /// angle's cosine. SwiftUI also applies perspective (`perspective`), which is not drawn.
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                             anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                             perspective: CGFloat = 1) -> some View {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let (x, y, z) = length > 0 && length.isFinite ? (axis.x / length, axis.y / length, axis.z / length) : (0, 0, 1)
        let t = angle.radians.isFinite ? CGFloat(angle.radians) : 0
        let c = cos(t), s = sin(t), k = 1 - c
        // The upper-left 2 × 2 block of the rotation matrix (Rodrigues' formula).
        let m = CGAffineTransform(a: c + x * x * k, b: y * x * k + z * s, c: x * y * k - z * s, d: c + y * y * k,
                                  tx: 0, ty: 0)
        return projectionEffect(ProjectionTransform(m), anchor: anchor)
    }

    /// Applies a projection transform's affine part around `anchor` (the whole
    /// transform when it is affine, as `ProjectionTransform(CGAffineTransform)` is);
    /// perspective terms are not drawn.
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        projectionEffect(transform, anchor: .topLeading)
    }

    nonisolated private func projectionEffect(_ transform: ProjectionTransform, anchor: UnitPoint) -> some View {
        let affine = transform.affinePart
        return nodeModifier { node, _ in
            EffectNode(name: "projectionEffect", child: node) { rect in
                let p = anchor.point(in: rect)
                let t = CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(affine)
                    .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
                return DisplayGroup(transform: t)
            }
        }
    }
}

/// A 3 × 3 projective transform, as SwiftUI's `ProjectionTransform`.
nonisolated public struct ProjectionTransform: Hashable, Sendable {
    /// The entry in row 1, column 1: an affine transform's `a`.
    public var m11: CGFloat = 1
    /// The entry in row 1, column 2: an affine transform's `b`.
    public var m12: CGFloat = 0
    /// The entry in row 1, column 3: a perspective term, 0 for an affine transform.
    public var m13: CGFloat = 0
    /// The entry in row 2, column 1: an affine transform's `c`.
    public var m21: CGFloat = 0
    /// The entry in row 2, column 2: an affine transform's `d`.
    public var m22: CGFloat = 1
    /// The entry in row 2, column 3: a perspective term, 0 for an affine transform.
    public var m23: CGFloat = 0
    /// The entry in row 3, column 1: an affine transform's `tx`.
    public var m31: CGFloat = 0
    /// The entry in row 3, column 2: an affine transform's `ty`.
    public var m32: CGFloat = 0
    /// The entry in row 3, column 3: 1 for an affine transform.
    public var m33: CGFloat = 1
    /// Creates the identity transform.
    public init() {}
    /// Creates the projective transform equal to an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }
    /// Whether the transform has no perspective terms.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    /// The affine part (exact when `isAffine`); non-finite entries give the identity.
    var affinePart: CGAffineTransform {
        let t = CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
        return [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) ? t : .identity
    }
}

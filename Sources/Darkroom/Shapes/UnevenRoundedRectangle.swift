import Foundation

/// Corner radii of a rectangle, as SwiftUI's `RectangleCornerRadii`.
nonisolated public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of each corner, in points: top-leading, bottom-leading, bottom-trailing and top-trailing.
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    /// Creates corner radii; corners not given are square (radius 0).
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have their own radii, as SwiftUI's `UnevenRoundedRectangle`.
nonisolated public struct UnevenRoundedRectangle: Shape {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The style of the corners; accepted for source compatibility: Darkroom draws circular corners for both styles.
    public var style: RoundedCornerStyle
    /// Creates a rectangle with the given corner radii, each limited to half the shorter side when drawn.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    /// Creates a rectangle with a radius per corner, each limited to half the shorter side when drawn.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }
    public func path(in rect: CGRect) -> Path { Path.roundedRect(rect, radii: cornerRadii) }
}

extension Path {
    /// A rectangle with a radius per corner (each at most half the shorter side),
    /// corners drawn as quarter ellipses; shared with UIKit's `UIBezierPath(roundedRect:byRoundingCorners:)`.
    package static func roundedRect(_ rect: CGRect, radii: RectangleCornerRadii) -> Path {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), limit) : 0 }
        let tl = clamp(radii.topLeading), tr = clamp(radii.topTrailing)
        let bl = clamp(radii.bottomLeading), br = clamp(radii.bottomTrailing)
        let k: CGFloat = 0.5522847498
        var p = Path()
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + tr * k, y: r.minY),
                       control2: CGPoint(x: r.maxX, y: r.minY + tr - tr * k))
        }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            p.addCurve(to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + br * k),
                       control2: CGPoint(x: r.maxX - br + br * k, y: r.maxY))
        }
        p.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - bl * k, y: r.maxY),
                       control2: CGPoint(x: r.minX, y: r.maxY - bl + bl * k))
        }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            p.addCurve(to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - tl * k),
                       control2: CGPoint(x: r.minX + tl - tl * k, y: r.minY))
        }
        p.closeSubpath()
        return p
    }
}

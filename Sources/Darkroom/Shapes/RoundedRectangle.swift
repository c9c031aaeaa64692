import Foundation

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: InsettableShape, Sendable {
    /// The corners' radii along x and y.
    public var cornerSize: CGSize
    /// Circular or continuous corners (both drawn as circular arcs here).
    /// Circular or continuous ends (both drawn as semicircles here).
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    /// A rounded rectangle with circular corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let size = CGSize(
            width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: r, cornerSize: size, style: style)
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle { var s = self; s.insetAmount += amount; return s }
}

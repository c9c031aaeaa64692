import Foundation

/// A capsule: a rectangle whose shorter sides are semicircles.
nonisolated public struct Capsule: InsettableShape, Sendable {
    /// The style of the rounded ends; accepted for source compatibility: Darkroom draws circular ends for both styles.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// A capsule with `style` ends.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: .circular)
    }
    public func inset(by amount: CGFloat) -> Capsule { var s = self; s.insetAmount += amount; return s }
}

import Foundation

/// A mark's size along a dimension: automatic, in points, a fraction of its band, or the band minus an inset.
public struct MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Hashable, Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind
    /// A dimension that determines its value automatically (0.7 of the band for bars).
    public static let automatic = MarkDimension(kind: .automatic)
    /// A constant dimension in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A fraction (0…1) of the scale's step.
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(ratio)) }
    /// The scale's step minus an inset on each side.
    public static func inset(_ inset: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(inset)) }
    init(kind: Kind) { self.kind = kind }
    /// Creates a constant width or height from a floating point value.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// Creates a constant width or height from an integer.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The length in points inside a band (`band`) with `automatic` as the given fraction.
    func length(band: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: band * automatic
        case .fixed(let v): v
        case .ratio(let r): band * r
        case .inset(let i): max(0, band - 2 * i)
        }
    }
}

/// The span of a group of marks positioned side by side with `position(by:)`.
public typealias MarkPositionSpan = MarkDimension

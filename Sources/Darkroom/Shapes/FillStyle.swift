import Foundation

/// A style for rasterizing vector shapes.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rather than non-zero winding.
    public var isEOFilled: Bool
    /// Whether the shape's edges are anti-aliased; Darkroom honours it for fills, not for clip shapes.
    public var isAntialiased: Bool
    /// Creates a fill style from the fill rule (even-odd or non-zero winding) and whether edges are anti-aliased.
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

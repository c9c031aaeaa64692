import Foundation

/// How marks at the same position combine.
public struct MarkStackingMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Stack marks on each other (the default for bars and areas).
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stack and scale each stack to 0…1.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stack around zero (a streamgraph).
    public static let center = MarkStackingMethod(kind: .center)
    /// Draw marks from zero, overlapping.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

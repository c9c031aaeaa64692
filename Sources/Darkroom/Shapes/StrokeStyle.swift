import Foundation

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroked line, in points.
    public var lineWidth: CGFloat
    /// The shape of the endpoints of open subpaths.
    public var lineCap: CGLineCap
    /// The shape of the joints between connected segments.
    public var lineJoin: CGLineJoin
    /// The limit on the ratio of a miter join's length to the line width, past which the join is bevelled.
    public var miterLimit: CGFloat
    /// The lengths of alternating painted and unpainted segments of a dashed line; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat
    /// Creates a stroke style with the given line width, cap, join, miter limit and dash pattern.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

import Foundation

/// The preferred spacing around a view: 8 points on every edge for ordinary
/// views, none around a `Spacer` (its own length is the gap).
public struct ViewSpacing: Sendable, Equatable {
    var edges: [CGFloat]  // top, leading, bottom, trailing
    /// No spacing on any edge.
    public static let zero = ViewSpacing(edges: [0, 0, 0, 0])
    /// The spacing of an ordinary view: 8 points on every edge.
    public init() { edges = [8, 8, 8, 8] }
    init(edges: [CGFloat]) { self.edges = edges }

    private static func index(_ e: Edge) -> Int {
        switch e { case .top: 0; case .leading: 1; case .bottom: 2; case .trailing: 3 }
    }
    /// Merges another view's preferences on the given edges (the larger wins).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for e in Edge.allCases where edges.contains(Edge.Set(e)) {
            let i = Self.index(e)
            self.edges[i] = max(self.edges[i], other.edges[i])
        }
    }
    /// This spacing merged with another view's on the given edges (the larger wins), as a new value.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self; s.formUnion(other, edges: edges); return s
    }
    /// The distance from this view to `next`, which follows it along `axis`.
    /// A view that wants no spacing (a `Spacer`) gets none on either side.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let a = axis == .horizontal ? edges[3] : edges[2]
        let b = axis == .horizontal ? next.edges[1] : next.edges[0]
        return min(a, b) == 0 ? 0 : max(a, b)
    }
}

import Foundation

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat
    /// Insets from each edge, zero unless given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    init(edges: Edge.Set, length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}

import Foundation

/// Rules for deciding which areas of a path are inside.
public enum CGPathFillRule: Int, Sendable, Hashable {
    /// Non-zero winding: inside where the path winds around a point a non-zero number of times.
    case winding = 0
    /// Even-odd: inside where a ray from a point crosses the path an odd number of times.
    case evenOdd = 1
}

import Foundation

#if !canImport(CoreGraphics)
/// Styles for rendering the endpoint of a stroked line (Core Graphics' type).
public enum CGLineCap: Int32, Sendable, Hashable {
    /// A squared-off end that stops exactly at the endpoint.
    case butt = 0
    /// A rounded end: a half circle around the endpoint, half the line width in radius.
    case round = 1
    /// A squared-off end extended past the endpoint by half the line width.
    case square = 2
}
#endif

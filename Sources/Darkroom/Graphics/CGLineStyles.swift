import Foundation

#if !canImport(CoreGraphics)
/// Styles for rendering the endpoint of a stroked line (Core Graphics' type).
public enum CGLineCap: Int32, Sendable, Hashable { case butt = 0, round = 1, square = 2 }
/// Junction types for stroked lines (Core Graphics' type).
public enum CGLineJoin: Int32, Sendable, Hashable { case miter = 0, round = 1, bevel = 2 }
#endif

import Foundation

#if !canImport(CoreGraphics)
/// Junction types for stroked lines (Core Graphics' type).
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// A sharp corner where the outer edges meet, bevelled when it exceeds the miter limit.
    case miter = 0
    /// A rounded corner: a circular arc around the joint.
    case round = 1
    /// A bevelled corner: the outer edges joined by a straight line.
    case bevel = 2
}
#endif

import Foundation

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    let kind: Kind
    /// Above vertical bars and beside horizontal ones; centred on other marks.
    public static let automatic = AnnotationPosition(kind: .automatic)
    /// Over the mark, centred on it.
    public static let overlay = AnnotationPosition(kind: .overlay)
    /// Above the mark.
    public static let top = AnnotationPosition(kind: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(kind: .bottom)
    /// Before the mark, on its leading side.
    public static let leading = AnnotationPosition(kind: .leading)
    /// After the mark, on its trailing side.
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Above the mark, at its leading edge.
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    /// Above the mark, at its trailing edge.
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    /// Below the mark, at its leading edge.
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    /// Below the mark, at its trailing edge.
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

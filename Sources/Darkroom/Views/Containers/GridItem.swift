import Foundation

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable, Equatable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable, Equatable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single item sized by the space left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The size of the item: fixed, flexible or adaptive.
    public var size: Size
    /// The spacing to the next item; `nil` is the default 8 points.
    public var spacing: CGFloat?
    /// The alignment of content in the item's cell; `nil` centres it.
    public var alignment: Alignment?
    /// Creates a grid item with the given size, spacing and alignment.
    ///
    /// - Parameters:
    ///   - size: The size of the item; flexible by default.
    ///   - spacing: The spacing to the next item; `nil` uses the default 8 points.
    ///   - alignment: The alignment of content in the item's cells; `nil` centres it.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

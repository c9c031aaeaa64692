import Foundation

/// A proposal for the size of a view, as SwiftUI's layout passes it down.
///
/// Each dimension is `nil` (the view answers with its ideal size), `0` (its
/// minimum), `.infinity` (its maximum), or a concrete length.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width: `nil`, 0, `.infinity` or a length in points.
    public var width: CGFloat?
    /// The proposed height: `nil`, 0, `.infinity` or a length in points.
    public var height: CGFloat?

    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Unspecified dimensions replaced by `size`'s (SwiftUI's default is 10 × 10).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// `(width, height)`, with `nil` for unspecified dimensions.
    public var description: String {
        func d(_ v: CGFloat?) -> String { v.map { "\($0)" } ?? "nil" }
        return "(\(d(width)), \(d(height)))"
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

import Foundation

/// An enumeration indicating the edges of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge: left in left-to-right layouts.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge: right in left-to-right layouts.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// Edges from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
    }
}

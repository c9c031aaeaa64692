import Foundation

extension HorizontalEdge {
    /// A set of horizontal edges, as SwiftUI's `HorizontalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// Edges from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

extension VerticalEdge.Set {
    /// The set holding one edge.
    public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
}

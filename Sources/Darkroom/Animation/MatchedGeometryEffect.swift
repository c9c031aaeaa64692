import Foundation

/// Which geometry a matched-geometry effect copies.
nonisolated public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The properties as bits.
    public let rawValue: UInt32
    /// Properties from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches geometry across views during animations; a still frame has none.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                                properties: MatchedGeometryProperties = .frame,
                                                                anchor: UnitPoint = .center, isSource: Bool = true)
        -> some View { self }
    /// Isolates geometry changes during animations; no effect on a still frame.
    nonisolated public func geometryGroup() -> some View { self }
}

import Foundation

/// The horizontal or vertical dimension of a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The x axis.
    case horizontal
    /// The y axis.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes as bits.
        public let rawValue: Int8
        /// Axes from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The x axis.
        public static let horizontal = Set(rawValue: 1)
        /// The y axis.
        public static let vertical = Set(rawValue: 2)
    }

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    init(axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

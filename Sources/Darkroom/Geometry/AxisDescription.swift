import Foundation

extension Axis: CustomStringConvertible {
    /// The axis's name: "horizontal" or "vertical".
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

extension CoordinateSpace {
    /// Whether this is the global coordinate space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own coordinate space.
    public var isLocal: Bool { self == .local }
}

extension HorizontalAlignment {
    /// Merges explicit alignment values of this guide: the mean of the non-`nil` ones (`nil` when there are none),
    /// as SwiftUI merges the values of its built-in guides.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        AlignmentMerge.mean(values)
    }
}

extension VerticalAlignment {
    /// Merges explicit alignment values of this guide: the mean of the non-`nil` ones (`nil` when there are none).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        AlignmentMerge.mean(values)
    }
}

enum AlignmentMerge {
    static func mean<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        let present = values.compactMap { $0 }
        return present.isEmpty ? nil : present.reduce(0, +) / CGFloat(present.count)
    }
}

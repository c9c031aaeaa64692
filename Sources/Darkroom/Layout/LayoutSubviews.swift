import Foundation

/// The subviews of a custom layout, as a collection of proxies.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    init(_ storage: [LayoutSubview]) { self.storage = storage; startIndex = 0; endIndex = storage.count }
    init(storage: [LayoutSubview], range: Range<Int>) {
        self.storage = storage; startIndex = range.lowerBound; endIndex = range.upperBound
    }

    public subscript(position: Int) -> LayoutSubview { storage[position] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage: storage, range: bounds) }
    /// The subviews at `indices`, in that order.
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
        var picked = LayoutSubviews(indices.map { storage[$0] })
        picked.layoutDirection = layoutDirection
        return picked
    }
    /// The direction the container lays out in (Darkroom lays out left to right).
    public var layoutDirection: LayoutDirection = .leftToRight
    public static func == (l: LayoutSubviews, r: LayoutSubviews) -> Bool { Array(l) == Array(r) }
}

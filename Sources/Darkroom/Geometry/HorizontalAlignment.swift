import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// Creates a custom alignment from an `AlignmentID`.
    public init(_ id: AlignmentID.Type) {
        func make<T: AlignmentID>(_ t: T.Type) -> AlignmentKey { AlignmentKey(t, axis: .horizontal) }
        key = make(id)
    }
    init(key: AlignmentKey) { self.key = key }
    public static func == (l: Self, r: Self) -> Bool { l.key == r.key }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    private enum ListRowSeparatorLeading: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    private enum ListRowSeparatorTrailing: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }

    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    public static let leading = HorizontalAlignment(Leading.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(Trailing.self)
    /// Where a list row's separator starts (the view's leading edge unless a guide sets it).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// Where a list row's separator ends (the view's trailing edge unless a guide sets it).
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}

import Foundation

/// A type that identifies an alignment guide and supplies its default value.
public protocol AlignmentID {
    /// The guide's value, in the view's own coordinates, when the view sets no explicit value.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Identity of an alignment guide: its `AlignmentID` type and axis.
struct AlignmentKey: Hashable, Sendable {
    let id: ObjectIdentifier
    let axis: Axis
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    init<ID: AlignmentID>(_ id: ID.Type, axis: Axis) {
        self.id = ObjectIdentifier(id)
        self.axis = axis
        self.defaultValue = { ID.defaultValue(in: $0) }
    }
    static func == (l: AlignmentKey, r: AlignmentKey) -> Bool { l.id == r.id && l.axis == r.axis }
    func hash(into h: inout Hasher) { h.combine(id); h.combine(axis) }
}

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

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// Creates a custom alignment from an `AlignmentID`.
    public init(_ id: AlignmentID.Type) {
        func make<T: AlignmentID>(_ t: T.Type) -> AlignmentKey { AlignmentKey(t, axis: .vertical) }
        key = make(id)
    }
    init(key: AlignmentKey) { self.key = key }
    public static func == (l: Self, r: Self) -> Bool { l.key == r.key }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    // A view without text has its baselines at its bottom edge, as in SwiftUI.
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }

    /// The top edge.
    public static let top = VerticalAlignment(Top.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the first line of text in the view (the bottom for views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the last line of text in the view (the bottom for views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    /// The alignment along the x axis.
    public var horizontal: HorizontalAlignment
    /// The alignment along the y axis.
    public var vertical: VerticalAlignment
    /// An alignment from its two axes.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Horizontally centred, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Horizontally centred, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and its alignment guides, in its own coordinate space.
public struct ViewDimensions: Equatable {
    /// The view's width in points.
    public let width: CGFloat
    /// The view's height in points.
    public let height: CGFloat
    let explicitValue: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width; height = size.height; explicitValue = explicit
    }

    func value(_ key: AlignmentKey) -> CGFloat { explicitValue(key) ?? key.defaultValue(self) }

    /// The position of `guide` in the view: its explicit value if an `alignmentGuide` set one, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    /// The position of `guide` in the view: its explicit value if an `alignmentGuide` set one, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
    /// The value an `alignmentGuide` set for `guide`, or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The value an `alignmentGuide` set for `guide`, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    public static func == (l: ViewDimensions, r: ViewDimensions) -> Bool { l.width == r.width && l.height == r.height }
}

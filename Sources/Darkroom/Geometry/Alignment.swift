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

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
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

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and its alignment guides, in its own coordinate space.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    let explicitValue: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width; height = size.height; explicitValue = explicit
    }

    func value(_ key: AlignmentKey) -> CGFloat { explicitValue(key) ?? key.defaultValue(self) }

    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    public static func == (l: ViewDimensions, r: ViewDimensions) -> Bool { l.width == r.width && l.height == r.height }
}

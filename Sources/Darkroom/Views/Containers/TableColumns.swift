import Foundation

/// A column as a table draws it: its title, its width and a view per row. **Unstable** and opaque: public only
/// because the default `TableColumnContent._tableColumns` is.
nonisolated public struct _TableColumnDescription<RowValue> {
    let title: Text
    var width: CGFloat?
    var alignment: Alignment = .leading
    /// Hidden by `defaultVisibility(.hidden)`: a regular-width table leaves the column out.
    var isHidden = false
    /// The identifier a `TableColumnCustomization` knows the column by.
    var customizationID: String?
    let cell: (RowValue) -> AnyView
}

/// Content that describes a table's columns, as SwiftUI's `TableColumnContent`.
///
/// A type of your own conforms by giving a `tableColumnBody` made of columns, as a view gives a `body`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue: Identifiable = Self.TableColumnBody.TableRowValue
    /// The comparator that sorts by the column (`Never` for a column that does not sort).
    associatedtype TableColumnSortComparator: SortComparator = Self.TableColumnBody.TableColumnSortComparator
    /// The type of the content's body.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of.
    var tableColumnBody: Self.TableColumnBody { get }
    /// The columns, in order: engine SPI, so the columns Darkroom declares are the ones there are.
    @_spi(Engine) var _tableColumns: [_TableColumnDescription<TableRowValue>] { get }
}

// The default is what every column content outside Darkroom conforms with, so it stays public (as `View`'s hooks).
extension TableColumnContent {
    /// The columns of `tableColumnBody`. **Unstable**: Darkroom's hook, not API; it may change in any release.
    public var _tableColumns: [_TableColumnDescription<TableRowValue>] {
        tableColumnBody._tableColumns as? [_TableColumnDescription<TableRowValue>] ?? []
    }
}

/// `Never` stands for a column that does not sort, as in SwiftUI.
extension Never: SortComparator {
    /// Never called: there is no `Never` to compare.
    public func compare(_ lhs: Never, _ rhs: Never) -> ComparisonResult {}
    /// Never read: there is no `Never` to order.
    public var order: SortOrder {
        get { switch self {} }
        set {} // swiftlint:disable:this unused_setter_value
    }
}

// `Never`'s `TableRowValue` is the one it has as `TableRowContent` (`Never`).
extension Never: TableColumnContent {
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    /// Never called: `Never` is the body of the primitive column contents.
    public var tableColumnBody: Never { switch self {} }
    @_spi(Engine) public var _tableColumns: [_TableColumnDescription<Never>] { [] }
}

/// A column of a table, as SwiftUI's `TableColumn`: a title and a view per row.
///
/// Sorting comparators are carried for the type only: as Apple's table, Darkroom leaves sorting to the data
/// (a table draws its rows in the order given).
nonisolated public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
    TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    var description: _TableColumnDescription<RowValue>

    init(title: Text, cell: @escaping (RowValue) -> AnyView) {
        description = _TableColumnDescription(title: title, cell: cell)
    }

    /// Never called: a column is primitive.
    public var tableColumnBody: Never { primitiveBody("TableColumn") }
    @_spi(Engine) public var _tableColumns: [_TableColumnDescription<RowValue>] { [description] }

    /// Fixes the column's width (`nil`: the column is flexible).
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var copy = self
        copy.description.width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        return copy
    }
    /// Sets the column's width range; the ideal width is used when given, otherwise the column is flexible.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
        -> TableColumn<RowValue, Sort, Content, Label> {
        width(ideal)
    }
    /// A flexible column (deprecated in SwiftUI).
    @available(*, deprecated, message: "Use width(_:) or width(min:ideal:max:)")
    public func width() -> TableColumn<RowValue, Sort, Content, Label> { width(nil) }
    /// Aligns the column's content.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn<RowValue, Sort, Content, Label> {
        var copy = self
        copy.description.alignment = alignment.alignment
        return copy
    }
}

/// How a column aligns its content.
public struct TableColumnAlignment: Sendable {
    let alignment: Alignment
    /// The default alignment: leading.
    public static let automatic = TableColumnAlignment(alignment: .leading)
    /// Aligns content to the column's leading edge.
    public static let leading = TableColumnAlignment(alignment: .leading)
    /// Centres content in the column.
    public static let center = TableColumnAlignment(alignment: .center)
    /// Aligns content to the column's trailing edge.
    public static let trailing = TableColumnAlignment(alignment: .trailing)
    /// The alignment for numbers: trailing, so digits line up.
    public static let numeric = TableColumnAlignment(alignment: .trailing)
}

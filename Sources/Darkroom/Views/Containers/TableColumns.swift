import Foundation

/// A column as a table draws it: its title, its width and a view per row. Engine SPI.
@_spi(Engine) nonisolated public struct TableColumnDescription<RowValue> {
    let title: Text
    var width: CGFloat?
    var alignment: Alignment = .leading
    let cell: (RowValue) -> AnyView
}

/// Content that describes a table's columns, as SwiftUI's `TableColumnContent`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue
    /// The comparator that sorts by the column.
    associatedtype TableColumnSortComparator
    /// The columns, in order: engine SPI, so the columns Darkroom declares are the ones there are.
    @_spi(Engine) var _tableColumns: [TableColumnDescription<TableRowValue>] { get }
}

/// A column of a table, as SwiftUI's `TableColumn`.
nonisolated public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    var description: TableColumnDescription<RowValue>

    @_spi(Engine) public var _tableColumns: [TableColumnDescription<RowValue>] { [description] }

    /// Fixes the column's width.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.description.width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        return copy
    }
    /// Sets the column's width range; the ideal width is used when given, otherwise the column is flexible.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        width(ideal)
    }
    /// Aligns the column's content.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var copy = self
        copy.description.alignment = alignment.alignment
        return copy
    }
    /// An identifier for saving the column's customization (none is saved in a render).
    public func customizationID(_ id: String) -> TableColumn { self }
    /// Whether the column shows by default.
    public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
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

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing a string property, sortable by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        description = TableColumnDescription(title: Text(titleKey)) { AnyView(Text($0[keyPath: value])) }
    }
    /// A column showing a string property, sortable by it with a comparator.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator) {
        self.init(titleKey, value: value)
    }
    /// A column showing a string property, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        description = TableColumnDescription(title: Text(title)) { AnyView(Text($0[keyPath: value])) }
    }
    /// A column titled with a text view, showing a string property.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        description = TableColumnDescription(title: text) { AnyView(Text($0[keyPath: value])) }
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column whose cells are views made from each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        description = TableColumnDescription(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        description = TableColumnDescription(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column titled with a text view, whose cells are views made from each row.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        description = TableColumnDescription(title: text) { AnyView(content($0)) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column whose cells are views made from each row, sortable by a comparable property.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        description = TableColumnDescription(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a comparable property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        description = TableColumnDescription(title: Text(title)) { AnyView(content($0)) }
    }
}

/// The columns of a table, collected by `TableColumnBuilder`.
nonisolated public struct TableColumnList<RowValue, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    @_spi(Engine) public let _tableColumns: [TableColumnDescription<RowValue>]
}

/// Collects a table's columns, as SwiftUI's `TableColumnBuilder`.
@resultBuilder
nonisolated public enum TableColumnBuilder<RowValue, Sort> {
    /// Turns a column into a list of columns.
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> TableColumnList<RowValue, Sort>
        where C.TableRowValue == RowValue {
        TableColumnList(_tableColumns: column._tableColumns)
    }
    /// Joins the columns of a block, in order.
    public static func buildBlock(_ parts: TableColumnList<RowValue, Sort>...) -> TableColumnList<RowValue, Sort> {
        TableColumnList(_tableColumns: parts.flatMap(\._tableColumns))
    }
    /// Makes the columns of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ part: TableColumnList<RowValue, Sort>?) -> TableColumnList<RowValue, Sort> {
        part ?? TableColumnList(_tableColumns: [])
    }
    /// Makes the columns of an `if` or `switch` branch.
    public static func buildEither(first: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> {
        first
    }
    /// Makes the columns of an `else` or later `switch` branch.
    public static func buildEither(second: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> {
        second
    }
    /// Makes the columns of an `if #available` block.
    public static func buildLimitedAvailability(_ part: TableColumnList<RowValue, Sort>)
        -> TableColumnList<RowValue, Sort> { part }
}

/// Content that describes a table's rows, as SwiftUI's `TableRowContent`.
public protocol TableRowContent<TableRowValue> {
    /// The type of the rows.
    associatedtype TableRowValue: Identifiable
    /// The rows' values, in order: engine SPI, so the row content Darkroom declares is the one there is.
    @_spi(Engine) var _tableRowValues: [TableRowValue] { get }
}

/// One row of a table.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent {
    let value: Value
    /// A row showing `value`.
    public init(_ value: Value) { self.value = value }
    @_spi(Engine) public var _tableRowValues: [Value] { [value] }
}

/// The rows of a table made from a collection.
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
    where Data.Element: Identifiable {
    let data: Data
    @_spi(Engine) public var _tableRowValues: [Data.Element] { Array(data) }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    @_spi(Engine) public var _tableRowValues: [Content.TableRowValue] {
        data.flatMap { content($0)._tableRowValues }
    }
}

/// The rows of a table, collected by `TableRowBuilder`.
nonisolated public struct TableRowList<Value: Identifiable>: TableRowContent {
    @_spi(Engine) public let _tableRowValues: [Value]
}

/// Collects a table's rows, as SwiftUI's `TableRowBuilder`.
@resultBuilder
nonisolated public enum TableRowBuilder<Value: Identifiable> {
    /// Turns row content into a list of rows.
    public static func buildExpression<R: TableRowContent>(_ row: R) -> TableRowList<Value>
        where R.TableRowValue == Value {
        TableRowList(_tableRowValues: row._tableRowValues)
    }
    /// Joins the rows of a block, in order.
    public static func buildBlock(_ parts: TableRowList<Value>...) -> TableRowList<Value> {
        TableRowList(_tableRowValues: parts.flatMap(\._tableRowValues))
    }
    /// Makes the rows of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ part: TableRowList<Value>?) -> TableRowList<Value> {
        part ?? TableRowList(_tableRowValues: [])
    }
    /// Makes the rows of an `if` or `switch` branch.
    public static func buildEither(first: TableRowList<Value>) -> TableRowList<Value> { first }
    /// Makes the rows of an `else` or later `switch` branch.
    public static func buildEither(second: TableRowList<Value>) -> TableRowList<Value> { second }
    /// Joins the rows made by a `for` loop, in order.
    public static func buildArray(_ parts: [TableRowList<Value>]) -> TableRowList<Value> {
        TableRowList(_tableRowValues: parts.flatMap(\._tableRowValues))
    }
}

/// A table's look; every style draws as described on `Table`.
public protocol TableStyle {}
/// The platform's table look.
nonisolated public struct AutomaticTableStyle: TableStyle {
    /// Creates the platform's table style.
    public init() {}
}
/// The inset table look.
nonisolated public struct InsetTableStyle: TableStyle {
    /// Creates the inset table style.
    public init() {}
}
extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table look.
    public static var automatic: Self { Self() }
}
extension TableStyle where Self == InsetTableStyle {
    /// The inset table look.
    public static var inset: Self { Self() }
}

nonisolated extension View {
    /// Sets the style of tables in this view (drawn as described on `Table`).
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Table rows made from each element of `data`.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
        where Content == TableRowList<V> {
        self.init(data: data, id: \.id, content: content)
    }
}

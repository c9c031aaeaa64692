import Foundation

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    /// Never called: a `ForEach` of rows is primitive.
    public var tableRowBody: Never { primitiveBody("ForEach") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Content.TableRowValue>] {
        data.flatMap { content($0)._tableRows }
    }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ForEach where Content: TableRowContent {
    /// Table rows made from each element of `data`, identified by the elements' `id`.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data: data, id: \.id, content: content)
    }
    /// Table rows made from each element of `data`, identified by the key path `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
                   @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, id: id, content: content)
    }
    /// One table row per element of `data`.
    public init(_ data: Data) where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable
    {
        self.init(data: data, id: \.id, content: { TableRow($0) })
    }
    /// Table rows made from each integer of a constant range.
    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
        self.init(data: data, id: \.self, content: content)
    }
}

extension Group: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    /// Never called: a group of rows is primitive.
    public var tableRowBody: Never { primitiveBody("Group") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Content.TableRowValue>] { content._tableRows }

    /// Groups rows, so that modifiers apply to them all.
    public init<R>(@TableRowBuilder<R> content: () -> Content) where R == Content.TableRowValue {
        self.content = content()
    }
}

extension Group: TableColumnContent where Content: TableColumnContent {
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator
    public typealias TableColumnBody = Never
    /// Never called: a group of columns is primitive.
    public var tableColumnBody: Never { primitiveBody("Group") }
    @_spi(Engine) public var _tableColumns: [_TableColumnDescription<Content.TableRowValue>] {
        content._tableColumns
    }

    /// Groups columns, so that modifiers apply to them all (and a table takes more than ten).
    public init<R, C>(@TableColumnBuilder<R, C> content: () -> Content)
    where R == Content.TableRowValue, C == Content.TableColumnSortComparator {
        self.content = content()
    }
}

/// A row that discloses rows beneath it, as SwiftUI's `DisclosureTableRow`.
///
/// A still frame shows it as its `isExpanded` binding says (collapsed without one, as iOS starts it): expanded,
/// its content's rows follow it, indented one level in the first column.
nonisolated public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Label.TableRowValue
    public typealias TableRowBody = Never
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A row for `value`, disclosing the rows `content` makes.
    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil,
                       @TableRowBuilder<Value> content: @escaping () -> Content)
    where Label == TableRow<Value>, Value == Content.TableRowValue {
        label = TableRow(value)
        self.content = content()
        self.isExpanded = isExpanded?.wrappedValue ?? false
    }
    /// Never called: a disclosure row is primitive.
    public var tableRowBody: Never { primitiveBody("DisclosureTableRow") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Label.TableRowValue>] {
        guard isExpanded else { return label._tableRows }
        return label._tableRows + content._tableRows.map { row in
            var row = row
            row.depth += 1
            return row
        }
    }
}

/// The rows of a table made from a tree, as SwiftUI's `TableOutlineGroupContent`: a still frame shows the tree
/// collapsed, one row per top-level element (as iOS first draws it).
nonisolated public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data
    /// Never called: the rows are primitive.
    public var tableRowBody: Never { primitiveBody("TableOutlineGroupContent") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Data.Element>] {
        data.map { _TableRowDescription(kind: .value($0)) }
    }
}

extension OutlineGroup: TableRowContent
where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
      Data.Element == Parent.TableRowValue {
    public typealias TableRowValue = Parent.TableRowValue
    public typealias TableRowBody = Never
    /// Never called: an outline of rows is primitive.
    public var tableRowBody: Never { primitiveBody("OutlineGroup") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Parent.TableRowValue>] {
        rows.flatMap(\._tableRows)
    }
}

// A still frame shows an outline collapsed (see `OutlineGroup`): one row per top-level element.
extension OutlineGroup
where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
      Data.Element == Parent.TableRowValue {
    /// The rows of a tree's root.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
          Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(rows: [TableRow(root)])
    }
    /// The rows of a tree's top-level elements.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
          Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(rows: data.map { TableRow($0) })
    }
    /// The row a tree's root makes.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(rows: [content(root)])
    }
    /// The row a tree's root makes, its elements identified by a key path.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>,
                             children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(rows: [content(root)])
    }
    /// The rows a tree's top-level elements make.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(rows: data.map(content))
    }
    /// The rows a tree's top-level elements make, identified by a key path.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(rows: data.map(content))
    }
}

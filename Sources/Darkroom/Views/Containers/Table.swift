import Foundation

/// Rows of data in columns, as SwiftUI's `Table` (iOS 16).
///
/// As on iOS, a table in a compact horizontal size class (an iPhone in portrait, the renderer's default)
/// shows only its first column, as a plain list; in a regular size class
/// (`.environment(\.horizontalSizeClass, .regular)`) it shows every column under a header row. Section header
/// rows draw as a list's section headers; rows an expanded `DisclosureTableRow` discloses are indented one level.
/// Trees (`Table(_:children:)`, `OutlineGroup`) draw collapsed, their top-level rows only, as iOS first shows
/// them. Selection and sorting bindings are read once: rows are drawn in the order given, as Apple's table
/// leaves sorting to the data. A column customization hides the columns it marks hidden.
nonisolated public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let rows: Rows
    let columns: Columns
    let customization: TableColumnCustomization<Value>?
    @Environment(\.horizontalSizeClass) private var sizeClass

    init(rows: Rows, columns: Columns, customization: TableColumnCustomization<Value>?) {
        self.rows = rows
        self.columns = columns
        self.customization = customization
    }

    public var body: some View {
        let described = rows._tableRows
        let shown = columns._tableColumns.filter { column in
            !column.isHidden
                && column.customizationID.map { customization?[visibility: $0] != .hidden } ?? true
        }
        if sizeClass == .regular {
            TableGrid(rows: described, columns: shown)
        } else {
            List {
                ForEach(described.indices, id: \.self) { index in
                    TableCompactRow(row: described[index], column: shown.first)
                }
            }
            .listStyle(.plain)
        }
    }
}

/// One row of a compact table: the first column's cell, or a section header.
nonisolated struct TableCompactRow<Value>: View {
    let row: _TableRowDescription<Value>
    let column: _TableColumnDescription<Value>?

    var body: some View {
        switch row.kind {
        case .value(let value):
            column.map { $0.cell(value).padding(.leading, CGFloat(row.depth) * TableGrid<Value>.indent) }
        case .header(let header):
            header.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
        }
    }
}

extension Table {
    /// A table of the rows `rows` builds.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), customization: nil)
    }
    /// A table of the rows `rows` builds, with a single selection.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), customization: nil)
    }
    /// A table of the rows `rows` builds, with a multiple selection.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), customization: nil)
    }
    /// A table of the rows `rows` builds, with a sort order.
    public init<Sort>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), customization: nil)
    }
    /// A table of the rows `rows` builds, with a sort order.
    public init<Sort>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), customization: nil)
    }
    /// A table of the rows `rows` builds, with a single selection and a sort order.
    public init<Sort>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), customization: nil)
    }
    /// A table of the rows `rows` builds, with a single selection and a sort order.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), customization: nil)
    }
    /// A table of the rows `rows` builds, with a multiple selection and a sort order.
    public init<Sort>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), customization: nil)
    }
    /// A table of the rows `rows` builds, with a multiple selection and a sort order.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), customization: nil)
    }
    /// A table of a row per element of `data`.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), customization: nil)
    }
    /// A table of a row per element of `data`, with a single selection.
    public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), customization: nil)
    }
    /// A table of a row per element of `data`, with a multiple selection.
    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), customization: nil)
    }
    /// A table of a row per element of `data`, with a sort order.
    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), customization: nil)
    }
    /// A table of a row per element of `data`, with a single selection and a sort order.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), customization: nil)
    }
    /// A table of a row per element of `data`, with a multiple selection and a sort order.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), customization: nil)
    }
    /// A table of the rows `rows` builds, with a column customization.
    public init(
        of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A table of the rows `rows` builds, with a single selection and a column customization.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A table of the rows `rows` builds, with a multiple selection and a column customization.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A table of the rows `rows` builds, with a sort order and a column customization.
    public init<Sort>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A table of the rows `rows` builds, with a single selection, a sort order and a column customization.
    public init<Sort>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A table of the rows `rows` builds, with a multiple selection, a sort order and a column customization.
    public init<Sort>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A table of a row per element of `data`, with a column customization.
    public init<Data>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A table of a row per element of `data`, with a single selection and a column customization.
    public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A table of a row per element of `data`, with a multiple selection and a column customization.
    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A table of a row per element of `data`, with a sort order and a column customization.
    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A table of a row per element of `data`, with a single selection, a sort order and a column customization.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A table of a row per element of `data`, with a multiple selection, a sort order and a column customization.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), customization: columnCustomization.wrappedValue)
    }
    /// A tree table of `data`'s top-level elements, with a column customization.
    public init<Data>(
        _ data: Data, children: KeyPath<Value, Data?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data: data), columns: columns(),
            customization: columnCustomization?.wrappedValue)
    }
    /// A tree table of `data`'s top-level elements, with a single selection and a column customization.
    public init<Data>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data: data), columns: columns(),
            customization: columnCustomization?.wrappedValue)
    }
    /// A tree table of `data`'s top-level elements, with a multiple selection and a column customization.
    public init<Data>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data: data), columns: columns(),
            customization: columnCustomization?.wrappedValue)
    }
    /// A tree table of `data`'s top-level elements, with a sort order and a column customization.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data: data), columns: columns(),
            customization: columnCustomization?.wrappedValue)
    }
    /// A tree table of `data`'s top-level elements, with a single selection, a sort order and a column customization.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data: data), columns: columns(),
            customization: columnCustomization?.wrappedValue)
    }
    /// A tree table of `data`'s top-level elements, with a multiple selection, a sort order and a column customization.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data: data), columns: columns(),
            customization: columnCustomization?.wrappedValue)
    }
}

/// Every column under a header row, as a regular-width table draws.
nonisolated struct TableGrid<Value>: View {
    /// How far each outline level indents the first column.
    static var indent: CGFloat { 20 }
    let rows: [_TableRowDescription<Value>]
    let columns: [_TableColumnDescription<Value>]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            row { column in column.title.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary) }
            ForEach(rows.indices, id: \.self) { index in
                Divider()
                switch rows[index].kind {
                case .value(let value):
                    row(depth: rows[index].depth) { column in column.cell(value) }
                case .header(let header):
                    header.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 11)
                }
            }
        }
    }

    private func row(depth: Int = 0, _ cell: @escaping (_TableColumnDescription<Value>) -> some View) -> some View {
        HStack(spacing: 16) {
            ForEach(columns.indices, id: \.self) { index in
                let column = columns[index]
                let inset = index == 0 ? CGFloat(depth) * Self.indent : 0
                if let width = column.width {
                    cell(column).padding(.leading, inset).frame(width: width, alignment: column.alignment)
                } else {
                    cell(column).padding(.leading, inset).frame(maxWidth: .infinity, alignment: column.alignment)
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 11)
    }
}

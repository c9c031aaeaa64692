import Foundation

/// Rows of data in columns, as SwiftUI's `Table` (iOS 16).
///
/// As on iOS, a table in a compact horizontal size class (an iPhone in portrait, the renderer's default)
/// shows only its first column, as a plain list; in a regular size class
/// (`.environment(\.horizontalSizeClass, .regular)`) it shows every column under a header row.
/// Selection and sorting bindings are read once: rows are drawn in the order given, as Apple's table
/// leaves sorting to the data.
nonisolated public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
    where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    @Environment(\.horizontalSizeClass) private var sizeClass

    public var body: some View {
        let values = rows._tableRowValues
        let described = columns._tableColumns
        if sizeClass == .regular {
            TableGrid(values: values, columns: described)
        } else {
            List {
                ForEach(values.indices, id: \.self) { index in
                    described.first.map { $0.cell(values[index]) }
                }
            }
            .listStyle(.plain)
        }
    }
}

extension Table {
    /// A table of the rows given by `rows`, in the columns given by `columns`.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.columns = columns()
        self.rows = rows()
    }
    /// A table with a selection binding, of the rows given by `rows`.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(of: valueType, columns: columns, rows: rows)
    }
}

extension Table {
    /// A table with a row per element of `data`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.rows = TableForEachContent(data: data)
        self.columns = columns()
    }
    /// A table with a row per element of `data` and a single selection.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(data, columns: columns)
    }
    /// A table with a row per element of `data` and a multiple selection.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(data, columns: columns)
    }
    /// A sortable table with a row per element of `data`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.rows = TableForEachContent(data: data)
        self.columns = columns()
    }
    /// A sortable table with a row per element of `data` and a single selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }
    /// A sortable table with a row per element of `data` and a multiple selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }
}

/// Every column under a header row, as a regular-width table draws.
nonisolated struct TableGrid<Value>: View {
    let values: [Value]
    let columns: [TableColumnDescription<Value>]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            row { column in column.title.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary) }
            ForEach(values.indices, id: \.self) { index in
                Divider()
                row { column in column.cell(values[index]) }
            }
        }
    }

    private func row(_ cell: @escaping (TableColumnDescription<Value>) -> some View) -> some View {
        HStack(spacing: 16) {
            ForEach(columns.indices, id: \.self) { index in
                let column = columns[index]
                if let width = column.width {
                    cell(column).frame(width: width, alignment: column.alignment)
                } else {
                    cell(column).frame(maxWidth: .infinity, alignment: column.alignment)
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 11)
    }
}

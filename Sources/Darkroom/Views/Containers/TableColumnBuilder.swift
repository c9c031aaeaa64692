import Foundation

/// Columns a table column builder joined, as SwiftUI's `TupleTableColumnContent`.
nonisolated public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    /// The joined columns, as a tuple.
    public var value: T
    let columns: (T) -> [_TableColumnDescription<RowValue>]
    /// Never called: joined columns are primitive.
    public var tableColumnBody: Never { primitiveBody("TupleTableColumnContent") }
    @_spi(Engine) public var _tableColumns: [_TableColumnDescription<RowValue>] { columns(value) }
}

/// Collects a table's columns, as SwiftUI's `TableColumnBuilder`: a block of up to ten columns.
///
/// Each column keeps its own type (`TupleTableColumnContent` of the block's columns); columns that do not sort
/// (`Sort == Never`) fit a sortable table too.
@resultBuilder
nonisolated public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column, as written.
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> TableColumn<RowValue, Sort, Content, Label> { column }
    /// A column that does not sort, in a sortable table.
    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> TableColumn<RowValue, Never, Content, Label> { column }
    /// Column content, as written.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
        where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator { column }
    /// Column content that does not sort, in a sortable table.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
        where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never { column }
    /// A block of one column content.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
        where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator { column }
    /// A block of one column content that does not sort.
    @_disfavoredOverload
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
        where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never { column }
}

extension TableColumnBuilder {
    /// A block of 2 column contents, in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue {
        TupleTableColumnContent(value: (c0, c1)) {
            $0.0._tableColumns + $0.1._tableColumns
        }
    }
    /// A block of 2 column contents, none of which sorts, in order.
    @_disfavoredOverload
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C0.TableColumnSortComparator == Never,
          C1.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1)) {
            $0.0._tableColumns + $0.1._tableColumns
        }
    }
    /// A block of 3 column contents, in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns
        }
    }
    /// A block of 3 column contents, none of which sorts, in order.
    @_disfavoredOverload
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C0.TableColumnSortComparator == Never,
          C1.TableColumnSortComparator == Never,
          C2.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns
        }
    }
    /// A block of 4 column contents, in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns
        }
    }
    /// A block of 4 column contents, none of which sorts, in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C0.TableColumnSortComparator == Never,
          C1.TableColumnSortComparator == Never,
          C2.TableColumnSortComparator == Never,
          C3.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns
        }
    }
    /// A block of 5 column contents, in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
        }
    }
    /// A block of 5 column contents, none of which sorts, in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C0.TableColumnSortComparator == Never,
          C1.TableColumnSortComparator == Never,
          C2.TableColumnSortComparator == Never,
          C3.TableColumnSortComparator == Never,
          C4.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
        }
    }
    /// A block of 6 column contents, in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
                + $0.5._tableColumns
        }
    }
    /// A block of 6 column contents, none of which sorts, in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C0.TableColumnSortComparator == Never,
          C1.TableColumnSortComparator == Never,
          C2.TableColumnSortComparator == Never,
          C3.TableColumnSortComparator == Never,
          C4.TableColumnSortComparator == Never,
          C5.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
                + $0.5._tableColumns
        }
    }
    /// A block of 7 column contents, in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
                + $0.5._tableColumns + $0.6._tableColumns
        }
    }
    /// A block of 7 column contents, none of which sorts, in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue,
          C0.TableColumnSortComparator == Never,
          C1.TableColumnSortComparator == Never,
          C2.TableColumnSortComparator == Never,
          C3.TableColumnSortComparator == Never,
          C4.TableColumnSortComparator == Never,
          C5.TableColumnSortComparator == Never,
          C6.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
                + $0.5._tableColumns + $0.6._tableColumns
        }
    }
    /// A block of 8 column contents, in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue,
          C6.TableRowValue == C7.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
                + $0.5._tableColumns + $0.6._tableColumns + $0.7._tableColumns
        }
    }
    /// A block of 8 column contents, none of which sorts, in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue,
          C6.TableRowValue == C7.TableRowValue,
          C0.TableColumnSortComparator == Never,
          C1.TableColumnSortComparator == Never,
          C2.TableColumnSortComparator == Never,
          C3.TableColumnSortComparator == Never,
          C4.TableColumnSortComparator == Never,
          C5.TableColumnSortComparator == Never,
          C6.TableColumnSortComparator == Never,
          C7.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
                + $0.5._tableColumns + $0.6._tableColumns + $0.7._tableColumns
        }
    }
    /// A block of 9 column contents, in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue,
          C6.TableRowValue == C7.TableRowValue,
          C7.TableRowValue == C8.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
                + $0.5._tableColumns + $0.6._tableColumns + $0.7._tableColumns + $0.8._tableColumns
        }
    }
    /// A block of 9 column contents, none of which sorts, in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue,
          C6.TableRowValue == C7.TableRowValue,
          C7.TableRowValue == C8.TableRowValue,
          C0.TableColumnSortComparator == Never,
          C1.TableColumnSortComparator == Never,
          C2.TableColumnSortComparator == Never,
          C3.TableColumnSortComparator == Never,
          C4.TableColumnSortComparator == Never,
          C5.TableColumnSortComparator == Never,
          C6.TableColumnSortComparator == Never,
          C7.TableColumnSortComparator == Never,
          C8.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
                + $0.5._tableColumns + $0.6._tableColumns + $0.7._tableColumns + $0.8._tableColumns
        }
    }
    /// A block of 10 column contents, in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent, C9: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue,
          C6.TableRowValue == C7.TableRowValue,
          C7.TableRowValue == C8.TableRowValue,
          C8.TableRowValue == C9.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
                + $0.5._tableColumns + $0.6._tableColumns + $0.7._tableColumns + $0.8._tableColumns + $0.9._tableColumns
        }
    }
    /// A block of 10 column contents, none of which sorts, in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent, C9: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where RowValue == C0.TableRowValue,
          C0.TableRowValue == C1.TableRowValue,
          C1.TableRowValue == C2.TableRowValue,
          C2.TableRowValue == C3.TableRowValue,
          C3.TableRowValue == C4.TableRowValue,
          C4.TableRowValue == C5.TableRowValue,
          C5.TableRowValue == C6.TableRowValue,
          C6.TableRowValue == C7.TableRowValue,
          C7.TableRowValue == C8.TableRowValue,
          C8.TableRowValue == C9.TableRowValue,
          C0.TableColumnSortComparator == Never,
          C1.TableColumnSortComparator == Never,
          C2.TableColumnSortComparator == Never,
          C3.TableColumnSortComparator == Never,
          C4.TableColumnSortComparator == Never,
          C5.TableColumnSortComparator == Never,
          C6.TableColumnSortComparator == Never,
          C7.TableColumnSortComparator == Never,
          C8.TableColumnSortComparator == Never,
          C9.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) {
            $0.0._tableColumns + $0.1._tableColumns + $0.2._tableColumns + $0.3._tableColumns + $0.4._tableColumns
                + $0.5._tableColumns + $0.6._tableColumns + $0.7._tableColumns + $0.8._tableColumns + $0.9._tableColumns
        }
    }
}

// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce96f8657b static TableColumnBuilder.buildExpression<Content, Label>(_: TableColumn<RowValue, Sort, Content, Label>)
//   where Content : View, Label : View
@MainActor func use_ce96f8657b<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>(
    _ generics: (RowValue, Sort, Content, Label).Type
) {
    let _: TableColumn<RowValue, Sort, Content, Label> = TableColumnBuilder<RowValue, Sort>.buildExpression(
        sample() as TableColumn<RowValue, Sort, Content, Label>
    )
}

// u9a99c6f5da static TableColumnBuilder.buildExpression<Content, Label>(_: TableColumn<RowValue, Never, Content,
//   Label>) where Content : View, Label : View
@MainActor func use_9a99c6f5da<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>(
    _ generics: (RowValue, Sort, Content, Label).Type
) {
    let _: TableColumn<RowValue, Never, Content, Label> = TableColumnBuilder<RowValue, Sort>.buildExpression(
        sample() as TableColumn<RowValue, Never, Content, Label>
    )
}

// ucd3e872fe5 static TableColumnBuilder.buildExpression<Column>(_: Column) where RowValue == Column.TableRowValue, Sort
//   == Column.TableColumnSortComparator, Column : TableColumnContent
@MainActor func use_cd3e872fe5<Column: TableColumnContent>(
    _ generics: (Column).Type
) where Column.TableRowValue : Identifiable, Column.TableColumnSortComparator : SortComparator {
    let _: Column = TableColumnBuilder<
        Column.TableRowValue,
        Column.TableColumnSortComparator
    >.buildExpression(sample() as Column)
}

// u4f35d95ff1 static TableColumnBuilder.buildExpression<Column>(_: Column) where RowValue == Column.TableRowValue,
//   Column : TableColumnContent, Column.TableColumnSortComparator == Never
@MainActor func use_4f35d95ff1<Sort: SortComparator, Column: TableColumnContent>(
    _ generics: (Sort, Column).Type
) where Column.TableColumnSortComparator == Never, Column.TableRowValue : Identifiable {
    let _: Column = TableColumnBuilder<Column.TableRowValue, Sort>.buildExpression(sample() as Column)
}

// uea5f241b10 static TableColumnBuilder.buildBlock<Column>(_: Column) where RowValue == Column.TableRowValue, Sort ==
//   Column.TableColumnSortComparator, Column : TableColumnContent
@MainActor func use_ea5f241b10<Column: TableColumnContent>(
    _ generics: (Column).Type
) where Column.TableRowValue : Identifiable, Column.TableColumnSortComparator : SortComparator {
    let _: Column = TableColumnBuilder<
        Column.TableRowValue,
        Column.TableColumnSortComparator
    >.buildBlock(sample() as Column)
}

// u79673954c7 static TableColumnBuilder.buildBlock<Column>(_: Column) where RowValue == Column.TableRowValue, Column :
//   TableColumnContent, Column.TableColumnSortComparator == Never
@MainActor func use_79673954c7<Sort: SortComparator, Column: TableColumnContent>(
    _ generics: (Sort, Column).Type
) where Column.TableColumnSortComparator == Never, Column.TableRowValue : Identifiable {
    let _: Column = TableColumnBuilder<Column.TableRowValue, Sort>.buildBlock(sample() as Column)
}

// u52bf7ce2be static TableColumnBuilder.buildBlock<C0, C1>(_: C0, _: C1) where RowValue == C0.TableRowValue, C0 :
//   TableColumnContent, C1 : TableColumnContent, C0.TableRowValue == C1.TableRowValue
@MainActor func use_52bf7ce2be<Sort: SortComparator, C0: TableColumnContent, C1: TableColumnContent>(
    _ generics: (Sort, C0, C1).Type
) where C0.TableRowValue == C1.TableRowValue, C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Sort,
        (C0, C1)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(sample() as C0, sample() as C1)
}

// uf0ac0cafba static TableColumnBuilder.buildBlock<C0, C1>(_: C0, _: C1) where RowValue == C0.TableRowValue, C0 :
//   TableColumnContent, C1 : TableColumnContent, C0.TableColumnSortComparator == Never, C0.TableRowValue ==
//   C1.TableRowValue, C1.TableColumnSortComparator == Never
@MainActor func use_f0ac0cafba<Sort: SortComparator, C0: TableColumnContent, C1: TableColumnContent>(
    _ generics: (Sort, C0, C1).Type
)
where C0.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C1.TableColumnSortComparator == Never,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Never,
        (C0, C1)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(sample() as C0, sample() as C1)
}

// u7e45f0d7d6 static TableColumnBuilder.buildBlock<C0, C1, C2>(_: C0, _: C1, _: C2) where RowValue == C0.TableRowValue,
//   C0 : TableColumnContent, C1 : TableColumnContent, C2 : TableColumnContent, C0.TableRowValue == C1.TableRowValue,
//   C1.TableRowValue == C2.TableRowValue
@MainActor func use_7e45f0d7d6<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2).Type
) where C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Sort,
        (C0, C1, C2)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2
    )
}

// uf6c67159c6 static TableColumnBuilder.buildBlock<C0, C1, C2>(_: C0, _: C1, _: C2) where RowValue == C0.TableRowValue,
//   C0 : TableColumnContent, C1 : TableColumnContent, C2 : TableColumnContent, C0.TableColumnSortComparator == Never,
//   C0.TableRowValue == C1.TableRowValue, C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue,
//   C2.TableColumnSortComparator == Never
@MainActor func use_f6c67159c6<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2).Type
)
where C0.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C1.TableColumnSortComparator == Never,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableColumnSortComparator == Never,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Never,
        (C0, C1, C2)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2
    )
}

// u2e0f5b4d63 static TableColumnBuilder.buildBlock<C0, C1, C2, C3>(_: C0, _: C1, _: C2, _: C3) where RowValue ==
//   C0.TableRowValue, C0 : TableColumnContent, C1 : TableColumnContent, C2 : TableColumnContent, C3 :
//   TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue ==
//   C3.TableRowValue
@MainActor func use_2e0f5b4d63<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Sort,
        (C0, C1, C2, C3)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3
    )
}

// u986c977b0c static TableColumnBuilder.buildBlock<C0, C1, C2, C3>(_: C0, _: C1, _: C2, _: C3) where RowValue ==
//   C0.TableRowValue, C0 : TableColumnContent, C1 : TableColumnContent, C2 : TableColumnContent, C3 :
//   TableColumnContent, C0.TableColumnSortComparator == Never, C0.TableRowValue == C1.TableRowValue,
//   C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue, C2.TableColumnSortComparator == Never,
//   C2.TableRowValue == C3.TableRowValue, C3.TableColumnSortComparator == Never
@MainActor func use_986c977b0c<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3).Type
)
where C0.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C1.TableColumnSortComparator == Never,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableColumnSortComparator == Never,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableColumnSortComparator == Never,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Never,
        (C0, C1, C2, C3)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3
    )
}

// u949f74d9cb static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4>(_: C0, _: C1, _: C2, _: C3, _: C4) where
//   RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 : TableColumnContent, C2 : TableColumnContent, C3 :
//   TableColumnContent, C4 : TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue ==
//   C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue
@MainActor func use_949f74d9cb<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Sort,
        (C0, C1, C2, C3, C4)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4
    )
}

// u58d4cec3db static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4>(_: C0, _: C1, _: C2, _: C3, _: C4) where
//   RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 : TableColumnContent, C2 : TableColumnContent, C3 :
//   TableColumnContent, C4 : TableColumnContent, C0.TableColumnSortComparator == Never, C0.TableRowValue ==
//   C1.TableRowValue, C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue,
//   C2.TableColumnSortComparator == Never, C2.TableRowValue == C3.TableRowValue, C3.TableColumnSortComparator == Never,
//   C3.TableRowValue == C4.TableRowValue, C4.TableColumnSortComparator == Never
@MainActor func use_58d4cec3db<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4).Type
)
where C0.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C1.TableColumnSortComparator == Never,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableColumnSortComparator == Never,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableColumnSortComparator == Never,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableColumnSortComparator == Never,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Never,
        (C0, C1, C2, C3, C4)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4
    )
}

// ube01b84de5 static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4, C5>(_: C0, _: C1, _: C2, _: C3, _: C4, _: C5)
//   where RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 : TableColumnContent, C2 : TableColumnContent, C3 :
//   TableColumnContent, C4 : TableColumnContent, C5 : TableColumnContent, C0.TableRowValue == C1.TableRowValue,
//   C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
//   C4.TableRowValue == C5.TableRowValue
@MainActor func use_be01b84de5<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent,
    C5: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4, C5).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableRowValue == C5.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Sort,
        (C0, C1, C2, C3, C4, C5)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5
    )
}

// u3b13cf5287 static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4, C5>(_: C0, _: C1, _: C2, _: C3, _: C4, _: C5)
//   where RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 : TableColumnContent, C2 : TableColumnContent, C3 :
//   TableColumnContent, C4 : TableColumnContent, C5 : TableColumnContent, C0.TableColumnSortComparator == Never,
//   C0.TableRowValue == C1.TableRowValue, C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue,
//   C2.TableColumnSortComparator == Never, C2.TableRowValue == C3.TableRowValue, C3.TableColumnSortComparator == Never,
//   C3.TableRowValue == C4.TableRowValue, C4.TableColumnSortComparator == Never, C4.TableRowValue == C5.TableRowValue,
//   C5.TableColumnSortComparator == Never
@MainActor func use_3b13cf5287<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent,
    C5: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4, C5).Type
)
where C0.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C1.TableColumnSortComparator == Never,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableColumnSortComparator == Never,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableColumnSortComparator == Never,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableColumnSortComparator == Never,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableColumnSortComparator == Never,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Never,
        (C0, C1, C2, C3, C4, C5)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5
    )
}

// u3ff148590b static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6>(_: C0, _: C1, _: C2, _: C3, _: C4, _:
//   C5, _: C6) where RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 : TableColumnContent, C2 :
//   TableColumnContent, C3 : TableColumnContent, C4 : TableColumnContent, C5 : TableColumnContent, C6 :
//   TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue ==
//   C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue ==
//   C6.TableRowValue
@MainActor func use_3ff148590b<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent,
    C5: TableColumnContent,
    C6: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4, C5, C6).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Sort,
        (C0, C1, C2, C3, C4, C5, C6)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6
    )
}

// u02eae86f13 static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6>(_: C0, _: C1, _: C2, _: C3, _: C4, _:
//   C5, _: C6) where RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 : TableColumnContent, C2 :
//   TableColumnContent, C3 : TableColumnContent, C4 : TableColumnContent, C5 : TableColumnContent, C6 :
//   TableColumnContent, C0.TableColumnSortComparator == Never, C0.TableRowValue == C1.TableRowValue,
//   C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue, C2.TableColumnSortComparator == Never,
//   C2.TableRowValue == C3.TableRowValue, C3.TableColumnSortComparator == Never, C3.TableRowValue == C4.TableRowValue,
//   C4.TableColumnSortComparator == Never, C4.TableRowValue == C5.TableRowValue, C5.TableColumnSortComparator == Never,
//   C5.TableRowValue == C6.TableRowValue, C6.TableColumnSortComparator == Never
@MainActor func use_02eae86f13<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent,
    C5: TableColumnContent,
    C6: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4, C5, C6).Type
)
where C0.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C1.TableColumnSortComparator == Never,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableColumnSortComparator == Never,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableColumnSortComparator == Never,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableColumnSortComparator == Never,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableColumnSortComparator == Never,
    C5.TableRowValue == C6.TableRowValue,
    C6.TableColumnSortComparator == Never,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Never,
        (C0, C1, C2, C3, C4, C5, C6)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6
    )
}

// u771f445081 static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_: C0, _: C1, _: C2, _: C3, _: C4,
//   _: C5, _: C6, _: C7) where RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 : TableColumnContent, C2 :
//   TableColumnContent, C3 : TableColumnContent, C4 : TableColumnContent, C5 : TableColumnContent, C6 :
//   TableColumnContent, C7 : TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue ==
//   C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue ==
//   C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue
@MainActor func use_771f445081<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent,
    C5: TableColumnContent,
    C6: TableColumnContent,
    C7: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4, C5, C6, C7).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue,
    C6.TableRowValue == C7.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Sort,
        (C0, C1, C2, C3, C4, C5, C6, C7)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7
    )
}

// u1dabbd67ef static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_: C0, _: C1, _: C2, _: C3, _: C4,
//   _: C5, _: C6, _: C7) where RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 : TableColumnContent, C2 :
//   TableColumnContent, C3 : TableColumnContent, C4 : TableColumnContent, C5 : TableColumnContent, C6 :
//   TableColumnContent, C7 : TableColumnContent, C0.TableColumnSortComparator == Never, C0.TableRowValue ==
//   C1.TableRowValue, C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue,
//   C2.TableColumnSortComparator == Never, C2.TableRowValue == C3.TableRowValue, C3.TableColumnSortComparator == Never,
//   C3.TableRowValue == C4.TableRowValue, C4.TableColumnSortComparator == Never, C4.TableRowValue == C5.TableRowValue,
//   C5.TableColumnSortComparator == Never, C5.TableRowValue == C6.TableRowValue, C6.TableColumnSortComparator == Never,
//   C6.TableRowValue == C7.TableRowValue, C7.TableColumnSortComparator == Never
@MainActor func use_1dabbd67ef<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent,
    C5: TableColumnContent,
    C6: TableColumnContent,
    C7: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4, C5, C6, C7).Type
)
where C0.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C1.TableColumnSortComparator == Never,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableColumnSortComparator == Never,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableColumnSortComparator == Never,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableColumnSortComparator == Never,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableColumnSortComparator == Never,
    C5.TableRowValue == C6.TableRowValue,
    C6.TableColumnSortComparator == Never,
    C6.TableRowValue == C7.TableRowValue,
    C7.TableColumnSortComparator == Never,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Never,
        (C0, C1, C2, C3, C4, C5, C6, C7)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7
    )
}

// u1fd1f53a6f static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_: C0, _: C1, _: C2, _: C3, _:
//   C4, _: C5, _: C6, _: C7, _: C8) where RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 :
//   TableColumnContent, C2 : TableColumnContent, C3 : TableColumnContent, C4 : TableColumnContent, C5 :
//   TableColumnContent, C6 : TableColumnContent, C7 : TableColumnContent, C8 : TableColumnContent, C0.TableRowValue ==
//   C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue ==
//   C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue ==
//   C7.TableRowValue, C7.TableRowValue == C8.TableRowValue
@MainActor func use_1fd1f53a6f<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent,
    C5: TableColumnContent,
    C6: TableColumnContent,
    C7: TableColumnContent,
    C8: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4, C5, C6, C7, C8).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue,
    C6.TableRowValue == C7.TableRowValue,
    C7.TableRowValue == C8.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Sort,
        (C0, C1, C2, C3, C4, C5, C6, C7, C8)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7,
        sample() as C8
    )
}

// uccf1e33147 static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_: C0, _: C1, _: C2, _: C3, _:
//   C4, _: C5, _: C6, _: C7, _: C8) where RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 :
//   TableColumnContent, C2 : TableColumnContent, C3 : TableColumnContent, C4 : TableColumnContent, C5 :
//   TableColumnContent, C6 : TableColumnContent, C7 : TableColumnContent, C8 : TableColumnContent,
//   C0.TableColumnSortComparator == Never, C0.TableRowValue == C1.TableRowValue, C1.TableColumnSortComparator == Never,
//   C1.TableRowValue == C2.TableRowValue, C2.TableColumnSortComparator == Never, C2.TableRowValue == C3.TableRowValue,
//   C3.TableColumnSortComparator == Never, C3.TableRowValue == C4.TableRowValue, C4.TableColumnSortComparator == Never,
//   C4.TableRowValue == C5.TableRowValue, C5.TableColumnSortComparator == Never, C5.TableRowValue == C6.TableRowValue,
//   C6.TableColumnSortComparator == Never, C6.TableRowValue == C7.TableRowValue, C7.TableColumnSortComparator == Never,
//   C7.TableRowValue == C8.TableRowValue, C8.TableColumnSortComparator == Never
@MainActor func use_ccf1e33147<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent,
    C5: TableColumnContent,
    C6: TableColumnContent,
    C7: TableColumnContent,
    C8: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4, C5, C6, C7, C8).Type
)
where C0.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C1.TableColumnSortComparator == Never,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableColumnSortComparator == Never,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableColumnSortComparator == Never,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableColumnSortComparator == Never,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableColumnSortComparator == Never,
    C5.TableRowValue == C6.TableRowValue,
    C6.TableColumnSortComparator == Never,
    C6.TableRowValue == C7.TableRowValue,
    C7.TableColumnSortComparator == Never,
    C7.TableRowValue == C8.TableRowValue,
    C8.TableColumnSortComparator == Never,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Never,
        (C0, C1, C2, C3, C4, C5, C6, C7, C8)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7,
        sample() as C8
    )
}

// u0be575b7c0 static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_: C0, _: C1, _: C2, _: C3,
//   _: C4, _: C5, _: C6, _: C7, _: C8, _: C9) where RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 :
//   TableColumnContent, C2 : TableColumnContent, C3 : TableColumnContent, C4 : TableColumnContent, C5 :
//   TableColumnContent, C6 : TableColumnContent, C7 : TableColumnContent, C8 : TableColumnContent, C9 :
//   TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue ==
//   C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue ==
//   C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue, C8.TableRowValue ==
//   C9.TableRowValue
@MainActor func use_0be575b7c0<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent,
    C5: TableColumnContent,
    C6: TableColumnContent,
    C7: TableColumnContent,
    C8: TableColumnContent,
    C9: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4, C5, C6, C7, C8, C9).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue,
    C6.TableRowValue == C7.TableRowValue,
    C7.TableRowValue == C8.TableRowValue,
    C8.TableRowValue == C9.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Sort,
        (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7,
        sample() as C8,
        sample() as C9
    )
}

// ue7bc1393b4 static TableColumnBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_: C0, _: C1, _: C2, _: C3,
//   _: C4, _: C5, _: C6, _: C7, _: C8, _: C9) where RowValue == C0.TableRowValue, C0 : TableColumnContent, C1 :
//   TableColumnContent, C2 : TableColumnContent, C3 : TableColumnContent, C4 : TableColumnContent, C5 :
//   TableColumnContent, C6 : TableColumnContent, C7 : TableColumnContent, C8 : TableColumnContent, C9 :
//   TableColumnContent, C0.TableColumnSortComparator == Never, C0.TableRowValue == C1.TableRowValue,
//   C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue, C2.TableColumnSortComparator == Never,
//   C2.TableRowValue == C3.TableRowValue, C3.TableColumnSortComparator == Never, C3.TableRowValue == C4.TableRowValue,
//   C4.TableColumnSortComparator == Never, C4.TableRowValue == C5.TableRowValue, C5.TableColumnSortComparator == Never,
//   C5.TableRowValue == C6.TableRowValue, C6.TableColumnSortComparator == Never, C6.TableRowValue == C7.TableRowValue,
//   C7.TableColumnSortComparator == Never, C7.TableRowValue == C8.TableRowValue, C8.TableColumnSortComparator == Never,
//   C8.TableRowValue == C9.TableRowValue, C9.TableColumnSortComparator == Never
@MainActor func use_e7bc1393b4<
    Sort: SortComparator,
    C0: TableColumnContent,
    C1: TableColumnContent,
    C2: TableColumnContent,
    C3: TableColumnContent,
    C4: TableColumnContent,
    C5: TableColumnContent,
    C6: TableColumnContent,
    C7: TableColumnContent,
    C8: TableColumnContent,
    C9: TableColumnContent
>(
    _ generics: (Sort, C0, C1, C2, C3, C4, C5, C6, C7, C8, C9).Type
)
where C0.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C1.TableColumnSortComparator == Never,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableColumnSortComparator == Never,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableColumnSortComparator == Never,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableColumnSortComparator == Never,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableColumnSortComparator == Never,
    C5.TableRowValue == C6.TableRowValue,
    C6.TableColumnSortComparator == Never,
    C6.TableRowValue == C7.TableRowValue,
    C7.TableColumnSortComparator == Never,
    C7.TableRowValue == C8.TableRowValue,
    C8.TableColumnSortComparator == Never,
    C8.TableRowValue == C9.TableRowValue,
    C9.TableColumnSortComparator == Never,
    C0.TableRowValue : Identifiable {
    let _: TupleTableColumnContent<
        C0.TableRowValue,
        Never,
        (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)
    > = TableColumnBuilder<C0.TableRowValue, Sort>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7,
        sample() as C8,
        sample() as C9
    )
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ac3da1e8f Table.init(of: Value.Type, columns: () -> Columns, rows: () -> Rows)
@MainActor func use_9ac3da1e8f<Value, Rows: TableRowContent, Columns: TableColumnContent>(
    _ generics: (Value, Rows, Columns).Type
) where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// ub7f4121cf4 Table.init(of: Value.Type, selection: Binding<Value.ID?>, columns: () -> Columns, rows: () -> Rows)
@MainActor func use_b7f4121cf4<Value, Rows: TableRowContent, Columns: TableColumnContent>(
    _ generics: (Value, Rows, Columns).Type
) where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        selection: sample() as Binding<Value.ID?>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// ue05b57e710 Table.init(of: Value.Type, selection: Binding<Set<Value.ID>>, columns: () -> Columns, rows: () -> Rows)
@MainActor func use_e05b57e710<Value, Rows: TableRowContent, Columns: TableColumnContent>(
    _ generics: (Value, Rows, Columns).Type
) where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        selection: sample() as Binding<Set<Value.ID>>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// u138ea33801 Table.init<Sort>(sortOrder: Binding<[Sort]>, columns: () -> Columns, rows: () -> Rows) where Sort :
//   SortComparator, Columns.TableRowValue == Sort.Compared
@MainActor func use_138ea33801<Value, Rows: TableRowContent, Columns: TableColumnContent, Sort: SortComparator>(
    _ generics: (Value, Rows, Columns, Sort).Type
)
where Columns.TableRowValue == Sort.Compared, Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// u2b21786733 Table.init<Sort>(of: Value.Type, sortOrder: Binding<[Sort]>, columns: () -> Columns, rows: () -> Rows)
//   where Sort : SortComparator, Columns.TableRowValue == Sort.Compared
@MainActor func use_2b21786733<Value, Rows: TableRowContent, Columns: TableColumnContent, Sort: SortComparator>(
    _ generics: (Value, Rows, Columns, Sort).Type
)
where Columns.TableRowValue == Sort.Compared, Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// u68291b760c Table.init<Sort>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columns: () -> Columns, rows:
//   () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared
@MainActor func use_68291b760c<Value, Rows: TableRowContent, Columns: TableColumnContent, Sort: SortComparator>(
    _ generics: (Value, Rows, Columns, Sort).Type
)
where Columns.TableRowValue == Sort.Compared, Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        selection: sample() as Binding<Value.ID?>,
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// u3c301008d0 Table.init<Sort>(of: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columns: ()
//   -> Columns, rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared
@MainActor func use_3c301008d0<Value, Rows: TableRowContent, Columns: TableColumnContent, Sort: SortComparator>(
    _ generics: (Value, Rows, Columns, Sort).Type
)
where Columns.TableRowValue == Sort.Compared, Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        selection: sample() as Binding<Value.ID?>,
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// u19f4d082db Table.init<Sort>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columns: () -> Columns,
//   rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared
@MainActor func use_19f4d082db<Value, Rows: TableRowContent, Columns: TableColumnContent, Sort: SortComparator>(
    _ generics: (Value, Rows, Columns, Sort).Type
)
where Columns.TableRowValue == Sort.Compared, Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        selection: sample() as Binding<Set<Value.ID>>,
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// u9a7325c04c Table.init<Sort>(of: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columns:
//   () -> Columns, rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared
@MainActor func use_9a7325c04c<Value, Rows: TableRowContent, Columns: TableColumnContent, Sort: SortComparator>(
    _ generics: (Value, Rows, Columns, Sort).Type
)
where Columns.TableRowValue == Sort.Compared, Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        selection: sample() as Binding<Set<Value.ID>>,
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// u047f747a3d Table.init<Data>(_: Data, columns: () -> Columns) where Rows == TableForEachContent<Data>, Data :
//   RandomAccessCollection, Columns.TableRowValue == Data.Element
@MainActor func use_047f747a3d<Value, Columns: TableColumnContent, Data: RandomAccessCollection>(
    _ generics: (Value, Columns, Data).Type
) where Columns.TableRowValue == Data.Element, Value == TableForEachContent<Data>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        columns: sample() as () -> Columns
    )
}

// u98e63c2d5c Table.init<Data>(_: Data, selection: Binding<Value.ID?>, columns: () -> Columns) where Rows ==
//   TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element
@MainActor func use_98e63c2d5c<Value, Columns: TableColumnContent, Data: RandomAccessCollection>(
    _ generics: (Value, Columns, Data).Type
) where Columns.TableRowValue == Data.Element, Value == TableForEachContent<Data>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        selection: sample() as Binding<Value.ID?>,
        columns: sample() as () -> Columns
    )
}

// u90035bca33 Table.init<Data>(_: Data, selection: Binding<Set<Value.ID>>, columns: () -> Columns) where Rows ==
//   TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element
@MainActor func use_90035bca33<Value, Columns: TableColumnContent, Data: RandomAccessCollection>(
    _ generics: (Value, Columns, Data).Type
) where Columns.TableRowValue == Data.Element, Value == TableForEachContent<Data>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        selection: sample() as Binding<Set<Value.ID>>,
        columns: sample() as () -> Columns
    )
}

// u10eaf2f6bd Table.init<Data, Sort>(_: Data, sortOrder: Binding<[Sort]>, columns: () -> Columns) where Rows ==
//   TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue ==
//   Data.Element, Data.Element == Sort.Compared
@MainActor func use_10eaf2f6bd<Value, Columns: TableColumnContent, Data: RandomAccessCollection, Sort: SortComparator>(
    _ generics: (Value, Columns, Data, Sort).Type
)
where Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared, Value == TableForEachContent<
    Data
>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns
    )
}

// ud56fb8edf5 Table.init<Data, Sort>(_: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columns: () ->
//   Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator,
//   Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
@MainActor func use_d56fb8edf5<Value, Columns: TableColumnContent, Data: RandomAccessCollection, Sort: SortComparator>(
    _ generics: (Value, Columns, Data, Sort).Type
)
where Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared, Value == TableForEachContent<
    Data
>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        selection: sample() as Binding<Value.ID?>,
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns
    )
}

// ue573bb5b24 Table.init<Data, Sort>(_: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columns:
//   () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator,
//   Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
@MainActor func use_e573bb5b24<Value, Columns: TableColumnContent, Data: RandomAccessCollection, Sort: SortComparator>(
    _ generics: (Value, Columns, Data, Sort).Type
)
where Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared, Value == TableForEachContent<
    Data
>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        selection: sample() as Binding<Set<Value.ID>>,
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns
    )
}

// ufcdcc7a142 Table.init(of: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>, columns: () ->
//   Columns, rows: () -> Rows)
@MainActor func use_fcdcc7a142<Value, Rows: TableRowContent, Columns: TableColumnContent>(
    _ generics: (Value, Rows, Columns).Type
) where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// uaab26230bf Table.init(of: Value.Type, selection: Binding<Value.ID?>, columnCustomization:
//   Binding<TableColumnCustomization<Value>>, columns: () -> Columns, rows: () -> Rows)
@MainActor func use_aab26230bf<Value, Rows: TableRowContent, Columns: TableColumnContent>(
    _ generics: (Value, Rows, Columns).Type
) where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        selection: sample() as Binding<Value.ID?>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// ub323e15f8e Table.init(of: Value.Type, selection: Binding<Set<Value.ID>>, columnCustomization:
//   Binding<TableColumnCustomization<Value>>, columns: () -> Columns, rows: () -> Rows)
@MainActor func use_b323e15f8e<Value, Rows: TableRowContent, Columns: TableColumnContent>(
    _ generics: (Value, Rows, Columns).Type
) where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        selection: sample() as Binding<Set<Value.ID>>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// u56827c6100 Table.init<Sort>(of: Value.Type, sortOrder: Binding<[Sort]>, columnCustomization:
//   Binding<TableColumnCustomization<Value>>, columns: () -> Columns, rows: () -> Rows) where Sort : SortComparator,
//   Columns.TableRowValue == Sort.Compared
@MainActor func use_56827c6100<Value, Rows: TableRowContent, Columns: TableColumnContent, Sort: SortComparator>(
    _ generics: (Value, Rows, Columns, Sort).Type
)
where Columns.TableRowValue == Sort.Compared, Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        sortOrder: sample() as Binding<[Sort]>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// u227e07d358 Table.init<Sort>(of: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
//   columnCustomization: Binding<TableColumnCustomization<Value>>, columns: () -> Columns, rows: () -> Rows) where Sort
//   : SortComparator, Columns.TableRowValue == Sort.Compared
@MainActor func use_227e07d358<Value, Rows: TableRowContent, Columns: TableColumnContent, Sort: SortComparator>(
    _ generics: (Value, Rows, Columns, Sort).Type
)
where Columns.TableRowValue == Sort.Compared, Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        selection: sample() as Binding<Value.ID?>,
        sortOrder: sample() as Binding<[Sort]>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// u0f0fe3bdd0 Table.init<Sort>(of: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
//   columnCustomization: Binding<TableColumnCustomization<Value>>, columns: () -> Columns, rows: () -> Rows) where Sort
//   : SortComparator, Columns.TableRowValue == Sort.Compared
@MainActor func use_0f0fe3bdd0<Value, Rows: TableRowContent, Columns: TableColumnContent, Sort: SortComparator>(
    _ generics: (Value, Rows, Columns, Sort).Type
)
where Columns.TableRowValue == Sort.Compared, Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let _: Table<Value, Rows, Columns> = Table(
        of: sample() as Value.Type,
        selection: sample() as Binding<Set<Value.ID>>,
        sortOrder: sample() as Binding<[Sort]>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns,
        rows: sample() as () -> Rows
    )
}

// ubfda5cb5d1 Table.init<Data>(_: Data, columnCustomization: Binding<TableColumnCustomization<Value>>, columns: () ->
//   Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue ==
//   Data.Element
@MainActor func use_bfda5cb5d1<Value, Columns: TableColumnContent, Data: RandomAccessCollection>(
    _ generics: (Value, Columns, Data).Type
) where Columns.TableRowValue == Data.Element, Value == TableForEachContent<Data>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns
    )
}

// u21fec6a961 Table.init<Data>(_: Data, selection: Binding<Value.ID?>, columnCustomization:
//   Binding<TableColumnCustomization<Value>>, columns: () -> Columns) where Rows == TableForEachContent<Data>, Data :
//   RandomAccessCollection, Columns.TableRowValue == Data.Element
@MainActor func use_21fec6a961<Value, Columns: TableColumnContent, Data: RandomAccessCollection>(
    _ generics: (Value, Columns, Data).Type
) where Columns.TableRowValue == Data.Element, Value == TableForEachContent<Data>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        selection: sample() as Binding<Value.ID?>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns
    )
}

// u134d26d080 Table.init<Data>(_: Data, selection: Binding<Set<Value.ID>>, columnCustomization:
//   Binding<TableColumnCustomization<Value>>, columns: () -> Columns) where Rows == TableForEachContent<Data>, Data :
//   RandomAccessCollection, Columns.TableRowValue == Data.Element
@MainActor func use_134d26d080<Value, Columns: TableColumnContent, Data: RandomAccessCollection>(
    _ generics: (Value, Columns, Data).Type
) where Columns.TableRowValue == Data.Element, Value == TableForEachContent<Data>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        selection: sample() as Binding<Set<Value.ID>>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns
    )
}

// u4d66dd179a Table.init<Data, Sort>(_: Data, sortOrder: Binding<[Sort]>, columnCustomization:
//   Binding<TableColumnCustomization<Value>>, columns: () -> Columns) where Rows == TableForEachContent<Data>, Data :
//   RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
@MainActor func use_4d66dd179a<Value, Columns: TableColumnContent, Data: RandomAccessCollection, Sort: SortComparator>(
    _ generics: (Value, Columns, Data, Sort).Type
)
where Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared, Value == TableForEachContent<
    Data
>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        sortOrder: sample() as Binding<[Sort]>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns
    )
}

// ue12ea0facf Table.init<Data, Sort>(_: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
//   columnCustomization: Binding<TableColumnCustomization<Value>>, columns: () -> Columns) where Rows ==
//   TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue ==
//   Data.Element, Data.Element == Sort.Compared
@MainActor func use_e12ea0facf<Value, Columns: TableColumnContent, Data: RandomAccessCollection, Sort: SortComparator>(
    _ generics: (Value, Columns, Data, Sort).Type
)
where Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared, Value == TableForEachContent<
    Data
>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        selection: sample() as Binding<Value.ID?>,
        sortOrder: sample() as Binding<[Sort]>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns
    )
}

// u6f12254b32 Table.init<Data, Sort>(_: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
//   columnCustomization: Binding<TableColumnCustomization<Value>>, columns: () -> Columns) where Rows ==
//   TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue ==
//   Data.Element, Data.Element == Sort.Compared
@MainActor func use_6f12254b32<Value, Columns: TableColumnContent, Data: RandomAccessCollection, Sort: SortComparator>(
    _ generics: (Value, Columns, Data, Sort).Type
)
where Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared, Value == TableForEachContent<
    Data
>.TableRowValue {
    let _: Table<Value, TableForEachContent<Data>, Columns> = Table(
        sample() as Data,
        selection: sample() as Binding<Set<Value.ID>>,
        sortOrder: sample() as Binding<[Sort]>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>,
        columns: sample() as () -> Columns
    )
}

// uff6e845eaa Table.init<Data>(_: Data, children: KeyPath<Value, Data?>, columnCustomization:
//   Binding<TableColumnCustomization<Value>>?, columns: () -> Columns) where Rows == TableOutlineGroupContent<Data>,
//   Data : RandomAccessCollection, Columns.TableRowValue == Data.Element
@MainActor func use_ff6e845eaa<Value, Columns: TableColumnContent, Data: RandomAccessCollection>(
    _ generics: (Value, Columns, Data).Type
) where Columns.TableRowValue == Data.Element, Value == TableOutlineGroupContent<Data>.TableRowValue {
    let _: Table<Value, TableOutlineGroupContent<Data>, Columns> = Table(
        sample() as Data,
        children: sample() as KeyPath<Value, Data?>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>?,
        columns: sample() as () -> Columns
    )
    _ = Table(sample() as Data, children: sample() as KeyPath<Value, Data?>, columns: sample() as () -> Columns)
}

// uf7b89b5aca Table.init<Data>(_: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
//   columnCustomization: Binding<TableColumnCustomization<Value>>?, columns: () -> Columns) where Rows ==
//   TableOutlineGroupContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element
@MainActor func use_f7b89b5aca<Value, Columns: TableColumnContent, Data: RandomAccessCollection>(
    _ generics: (Value, Columns, Data).Type
) where Columns.TableRowValue == Data.Element, Value == TableOutlineGroupContent<Data>.TableRowValue {
    let _: Table<Value, TableOutlineGroupContent<Data>, Columns> = Table(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Value.ID?>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>?,
        columns: sample() as () -> Columns
    )
    _ = Table(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Value.ID?>,
        columns: sample() as () -> Columns
    )
}

// u80d7f30a87 Table.init<Data>(_: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
//   columnCustomization: Binding<TableColumnCustomization<Value>>?, columns: () -> Columns) where Rows ==
//   TableOutlineGroupContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element
@MainActor func use_80d7f30a87<Value, Columns: TableColumnContent, Data: RandomAccessCollection>(
    _ generics: (Value, Columns, Data).Type
) where Columns.TableRowValue == Data.Element, Value == TableOutlineGroupContent<Data>.TableRowValue {
    let _: Table<Value, TableOutlineGroupContent<Data>, Columns> = Table(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<Value.ID>>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>?,
        columns: sample() as () -> Columns
    )
    _ = Table(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<Value.ID>>,
        columns: sample() as () -> Columns
    )
}

// u5df1e7d1e1 Table.init<Data, Sort>(_: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
//   columnCustomization: Binding<TableColumnCustomization<Value>>?, columns: () -> Columns) where Rows ==
//   TableOutlineGroupContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue ==
//   Data.Element, Data.Element == Sort.Compared
@MainActor func use_5df1e7d1e1<Value, Columns: TableColumnContent, Data: RandomAccessCollection, Sort: SortComparator>(
    _ generics: (Value, Columns, Data, Sort).Type
)
where Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared, Value == TableOutlineGroupContent<
    Data
>.TableRowValue {
    let _: Table<Value, TableOutlineGroupContent<Data>, Columns> = Table(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        sortOrder: sample() as Binding<[Sort]>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>?,
        columns: sample() as () -> Columns
    )
    _ = Table(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns
    )
}

// u41dd18928d Table.init<Data, Sort>(_: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
//   sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>?, columns: () -> Columns)
//   where Rows == TableOutlineGroupContent<Data>, Data : RandomAccessCollection, Sort : SortComparator,
//   Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
@MainActor func use_41dd18928d<Value, Columns: TableColumnContent, Data: RandomAccessCollection, Sort: SortComparator>(
    _ generics: (Value, Columns, Data, Sort).Type
)
where Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared, Value == TableOutlineGroupContent<
    Data
>.TableRowValue {
    let _: Table<Value, TableOutlineGroupContent<Data>, Columns> = Table(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Value.ID?>,
        sortOrder: sample() as Binding<[Sort]>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>?,
        columns: sample() as () -> Columns
    )
    _ = Table(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Value.ID?>,
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns
    )
}

// u3e0235b142 Table.init<Data, Sort>(_: Data, children: KeyPath<Data.Element, Data?>, selection:
//   Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>?,
//   columns: () -> Columns) where Rows == TableOutlineGroupContent<Data>, Data : RandomAccessCollection, Sort :
//   SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
@MainActor func use_3e0235b142<Value, Columns: TableColumnContent, Data: RandomAccessCollection, Sort: SortComparator>(
    _ generics: (Value, Columns, Data, Sort).Type
)
where Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared, Value == TableOutlineGroupContent<
    Data
>.TableRowValue {
    let _: Table<Value, TableOutlineGroupContent<Data>, Columns> = Table(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<Value.ID>>,
        sortOrder: sample() as Binding<[Sort]>,
        columnCustomization: sample() as Binding<TableColumnCustomization<Value>>?,
        columns: sample() as () -> Columns
    )
    _ = Table(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<Value.ID>>,
        sortOrder: sample() as Binding<[Sort]>,
        columns: sample() as () -> Columns
    )
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u39d96ee59d TableColumn.init<V>(_: LocalizedStringKey, value: KeyPath<RowValue, V>, content: (RowValue) -> Content)
//   where V : Comparable, Sort == KeyPathComparator<RowValue>, Label == Text
@MainActor func use_39d96ee59d<RowValue: Identifiable, Content: View, V: Comparable>(
    _ generics: (RowValue, Content, V).Type
) {
    let _: TableColumn<RowValue, KeyPathComparator<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, V>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, KeyPathComparator<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, V>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u7caac4a024 TableColumn.init<S, V>(_: S, value: KeyPath<RowValue, V>, content: (RowValue) -> Content) where S :
//   StringProtocol, V : Comparable, Sort == KeyPathComparator<RowValue>, Label == Text
@MainActor func use_7caac4a024<RowValue: Identifiable, Content: View, S: StringProtocol, V: Comparable>(
    _ generics: (RowValue, Content, S, V).Type
) {
    let _: TableColumn<RowValue, KeyPathComparator<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, V>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, KeyPathComparator<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, V>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// uf0645f7d86 TableColumn.init<V, C>(_: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C, content:
//   (RowValue) -> Content) where V == C.Compared, C : SortComparator, Sort == KeyPathComparator<RowValue>, Label ==
//   Text
@MainActor func use_f0645f7d86<RowValue: Identifiable, Content: View, C: SortComparator>(
    _ generics: (RowValue, Content, C).Type
) {
    let _: TableColumn<RowValue, KeyPathComparator<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, C.Compared>,
        comparator: sample() as C,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, KeyPathComparator<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, C.Compared>,
        comparator: sample() as C,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// uddbc265779 TableColumn.init<S, V, C>(_: S, value: KeyPath<RowValue, V>, comparator: C, content: (RowValue) ->
//   Content) where S : StringProtocol, V == C.Compared, C : SortComparator, Sort == KeyPathComparator<RowValue>, Label
//   == Text
@MainActor func use_ddbc265779<RowValue: Identifiable, Content: View, S: StringProtocol, C: SortComparator>(
    _ generics: (RowValue, Content, S, C).Type
) {
    let _: TableColumn<RowValue, KeyPathComparator<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, C.Compared>,
        comparator: sample() as C,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, KeyPathComparator<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, C.Compared>,
        comparator: sample() as C,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u41acdc6d51 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator:
//   String.StandardComparator) where Content == Text, Sort == KeyPathComparator<RowValue>, Label == Text
@MainActor func use_41acdc6d51<RowValue: Identifiable>(_ generics: (RowValue).Type) {
    let _: TableColumn<RowValue, KeyPathComparator<RowValue>, Text, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, String>,
        comparator: sample() as String.StandardComparator
    )
    let _: TableColumn<RowValue, KeyPathComparator<RowValue>, Text, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, String>
    )
}

// u02a38b6029 TableColumn.init<S>(_: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator) where
//   Content == Text, S : StringProtocol, Sort == KeyPathComparator<RowValue>, Label == Text
@MainActor func use_02a38b6029<RowValue: Identifiable, S: StringProtocol>(_ generics: (RowValue, S).Type) {
    let _: TableColumn<RowValue, KeyPathComparator<RowValue>, Text, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, String>,
        comparator: sample() as String.StandardComparator
    )
}

// ub34d7230c1 TableColumn.init(_: LocalizedStringKey, sortUsing: Sort, content: (RowValue) -> Content) where RowValue
//   == Sort.Compared, Label == Text
@MainActor func use_b34d7230c1<Sort: SortComparator, Content: View>(
    _ generics: (Sort, Content).Type
) where Sort.Compared : Identifiable {
    let _: TableColumn<Sort.Compared, Sort, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        sortUsing: sample() as Sort,
        content: sample() as (Sort.Compared) -> Content
    )
    let _: TableColumn<Sort.Compared, Sort, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        sortUsing: sample() as Sort,
        content: { (_: Sort.Compared) in Text(""); Text("") }
    )
}

// ub6e9000d74 TableColumn.init<S>(_: S, sortUsing: Sort, content: (RowValue) -> Content) where S : StringProtocol,
//   RowValue == Sort.Compared, Label == Text
@MainActor func use_b6e9000d74<Sort: SortComparator, Content: View, S: StringProtocol>(
    _ generics: (Sort, Content, S).Type
) where Sort.Compared : Identifiable {
    let _: TableColumn<Sort.Compared, Sort, Content, Text> = TableColumn(
        sample() as S,
        sortUsing: sample() as Sort,
        content: sample() as (Sort.Compared) -> Content
    )
    let _: TableColumn<Sort.Compared, Sort, _, Text> = TableColumn(
        sample() as S,
        sortUsing: sample() as Sort,
        content: { (_: Sort.Compared) in Text(""); Text("") }
    )
}

// u2ba47f558e TableColumn.init(_: LocalizedStringKey, content: (RowValue) -> Content) where Sort == Never, Label ==
//   Text
@MainActor func use_2ba47f558e<RowValue: Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, Never, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, Never, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u023062cc45 TableColumn.init<S>(_: S, content: (RowValue) -> Content) where S : StringProtocol, Sort == Never, Label
//   == Text
@MainActor func use_023062cc45<RowValue: Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, Never, Content, Text> = TableColumn(
        sample() as S,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, Never, _, Text> = TableColumn(
        sample() as S,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u47ba8e6544 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text, Sort ==
//   Never, Label == Text
@MainActor func use_47ba8e6544<RowValue: Identifiable>(_ generics: (RowValue).Type) {
    let _: TableColumn<RowValue, Never, Text, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, String>
    )
}

// u19cea79e8e TableColumn.init<S>(_: S, value: KeyPath<RowValue, String>) where Content == Text, S : StringProtocol,
//   Sort == Never, Label == Text
@MainActor func use_19cea79e8e<RowValue: Identifiable, S: StringProtocol>(_ generics: (RowValue, S).Type) {
    let _: TableColumn<RowValue, Never, Text, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, String>
    )
}

// ua329d02bf5 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Bool>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_a329d02bf5<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Bool>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Bool>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u170256c5cf TableColumn.init<S>(_: S, value: KeyPath<RowValue, Bool>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_170256c5cf<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Bool>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Bool>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u7a1911e326 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Bool?>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_7a1911e326<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Bool?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Bool?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u51b17e8421 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Bool?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_51b17e8421<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Bool?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Bool?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// uc71a192dbf TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Double>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_c71a192dbf<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Double>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Double>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u60142fe3b4 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Double>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_60142fe3b4<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Double>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Double>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u9c4ff626c0 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Double?>, content: (RowValue) ->
//   Content) where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_9c4ff626c0<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Double?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Double?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u6336fc2888 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Double?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_6336fc2888<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Double?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Double?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u1b68aefd18 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Float>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_1b68aefd18<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Float>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Float>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u3e33b7fad5 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Float>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_3e33b7fad5<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Float>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Float>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u5af58bf661 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Float?>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_5af58bf661<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Float?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Float?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u9b9d0cc087 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Float?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_9b9d0cc087<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Float?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Float?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u0030fc154d TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Int8>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_0030fc154d<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int8>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int8>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u5fd81dc0b2 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Int8>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_5fd81dc0b2<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int8>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int8>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// uadbf2e385e TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Int8?>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_adbf2e385e<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int8?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int8?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ua725201956 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Int8?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_a725201956<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int8?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int8?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u560b69a351 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Int16>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_560b69a351<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int16>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int16>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ub55356ce04 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Int16>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_b55356ce04<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int16>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int16>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u39ce70b009 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Int16?>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_39ce70b009<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int16?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int16?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u6c3e1875b0 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Int16?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_6c3e1875b0<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int16?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int16?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u0881290d32 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Int32>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_0881290d32<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int32>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int32>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ua29f1c78ec TableColumn.init<S>(_: S, value: KeyPath<RowValue, Int32>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_a29f1c78ec<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int32>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int32>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ucef205ceb1 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Int32?>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_cef205ceb1<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int32?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int32?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u2ba4123277 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Int32?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_2ba4123277<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int32?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int32?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u5baae7a83f TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Int64>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_5baae7a83f<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int64>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int64>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u67618ff2ff TableColumn.init<S>(_: S, value: KeyPath<RowValue, Int64>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_67618ff2ff<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int64>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int64>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ud256c87784 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Int64?>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_d256c87784<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int64?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int64?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u2efcf75974 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Int64?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_2efcf75974<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int64?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int64?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u038c6f4754 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Int>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_038c6f4754<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// uf5245a607d TableColumn.init<S>(_: S, value: KeyPath<RowValue, Int>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_f5245a607d<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// uf0d913e022 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Int?>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_f0d913e022<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Int?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u3eabc6bcb2 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Int?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_3eabc6bcb2<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Int?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u58e9a48f45 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UInt8>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_58e9a48f45<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt8>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt8>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u720ff24e44 TableColumn.init<S>(_: S, value: KeyPath<RowValue, UInt8>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_720ff24e44<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt8>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt8>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ub20fab70c7 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UInt8?>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_b20fab70c7<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt8?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt8?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u85636381ef TableColumn.init<S>(_: S, value: KeyPath<RowValue, UInt8?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_85636381ef<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt8?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt8?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ub2c471d59b TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UInt16>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_b2c471d59b<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt16>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt16>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u444191d660 TableColumn.init<S>(_: S, value: KeyPath<RowValue, UInt16>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_444191d660<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt16>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt16>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// uc07b650c92 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UInt16?>, content: (RowValue) ->
//   Content) where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_c07b650c92<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt16?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt16?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u2475e633f8 TableColumn.init<S>(_: S, value: KeyPath<RowValue, UInt16?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_2475e633f8<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt16?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt16?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u230e6ffd48 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UInt32>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_230e6ffd48<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt32>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt32>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u1032c1027e TableColumn.init<S>(_: S, value: KeyPath<RowValue, UInt32>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_1032c1027e<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt32>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt32>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u69d8ec972f TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UInt32?>, content: (RowValue) ->
//   Content) where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_69d8ec972f<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt32?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt32?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u29be0709bb TableColumn.init<S>(_: S, value: KeyPath<RowValue, UInt32?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_29be0709bb<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt32?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt32?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// uf1b18fd354 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UInt64>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_f1b18fd354<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt64>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt64>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u1ee75e8924 TableColumn.init<S>(_: S, value: KeyPath<RowValue, UInt64>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_1ee75e8924<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt64>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt64>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ud07e30ae90 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UInt64?>, content: (RowValue) ->
//   Content) where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_d07e30ae90<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt64?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt64?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ub9d14740cc TableColumn.init<S>(_: S, value: KeyPath<RowValue, UInt64?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_b9d14740cc<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt64?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt64?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u094c7dcc9c TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UInt>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_094c7dcc9c<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u4e8356bef4 TableColumn.init<S>(_: S, value: KeyPath<RowValue, UInt>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_4e8356bef4<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ud4a58d545b TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UInt?>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_d4a58d545b<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UInt?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ub7ad10e37e TableColumn.init<S>(_: S, value: KeyPath<RowValue, UInt?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_b7ad10e37e<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UInt?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ud9101d8599 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Date>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_d9101d8599<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Date>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Date>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// ub0d3bd1b1c TableColumn.init<S>(_: S, value: KeyPath<RowValue, Date>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_b0d3bd1b1c<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Date>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Date>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u05cefc46ab TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, Date?>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_05cefc46ab<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Date?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, Date?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u04fea1c311 TableColumn.init<S>(_: S, value: KeyPath<RowValue, Date?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_04fea1c311<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Date?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, Date?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u94f7085d2b TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UUID>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_94f7085d2b<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UUID>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UUID>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u8772bef827 TableColumn.init<S>(_: S, value: KeyPath<RowValue, UUID>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_8772bef827<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UUID>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UUID>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u632cf53785 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, UUID?>, content: (RowValue) -> Content)
//   where RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_632cf53785<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UUID?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, UUID?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// uc0b95a7f47 TableColumn.init<S>(_: S, value: KeyPath<RowValue, UUID?>, content: (RowValue) -> Content) where S :
//   StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_c0b95a7f47<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UUID?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, UUID?>,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u3d5081d82d TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator:
//   String.StandardComparator, content: (RowValue) -> Content) where RowValue : NSObject, Sort ==
//   SortDescriptor<RowValue>, Label == Text
@MainActor func use_3d5081d82d<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, String>,
        comparator: sample() as String.StandardComparator,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, String>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, String>,
        comparator: sample() as String.StandardComparator,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u1dcc46490e TableColumn.init<S>(_: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator,
//   content: (RowValue) -> Content) where S : StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>,
//   Label == Text
@MainActor func use_1dcc46490e<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, String>,
        comparator: sample() as String.StandardComparator,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, String>,
        comparator: sample() as String.StandardComparator,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u8b69a72830 TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, String?>, comparator:
//   String.StandardComparator, content: (RowValue) -> Content) where RowValue : NSObject, Sort ==
//   SortDescriptor<RowValue>, Label == Text
@MainActor func use_8b69a72830<RowValue: NSObject & Identifiable, Content: View>(_ generics: (RowValue, Content).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, String?>,
        comparator: sample() as String.StandardComparator,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, String?>,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, String?>,
        comparator: sample() as String.StandardComparator,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u51c95816a7 TableColumn.init<S>(_: S, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator,
//   content: (RowValue) -> Content) where S : StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>,
//   Label == Text
@MainActor func use_51c95816a7<RowValue: NSObject & Identifiable, Content: View, S: StringProtocol>(
    _ generics: (RowValue, Content, S).Type
) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Content, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, String?>,
        comparator: sample() as String.StandardComparator,
        content: sample() as (RowValue) -> Content
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, _, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, String?>,
        comparator: sample() as String.StandardComparator,
        content: { (_: RowValue) in Text(""); Text("") }
    )
}

// u96acf23f0d TableColumn.init(_: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator:
//   String.StandardComparator) where Content == Text, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label ==
//   Text
@MainActor func use_96acf23f0d<RowValue: NSObject & Identifiable>(_ generics: (RowValue).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Text, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, String>,
        comparator: sample() as String.StandardComparator
    )
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Text, Text> = TableColumn(
        sample() as LocalizedStringKey,
        value: sample() as KeyPath<RowValue, String>
    )
}

// u8b3c8e64d5 TableColumn.init<S>(_: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator) where
//   Content == Text, S : StringProtocol, RowValue : NSObject, Sort == SortDescriptor<RowValue>, Label == Text
@MainActor func use_8b3c8e64d5<RowValue: NSObject & Identifiable, S: StringProtocol>(_ generics: (RowValue, S).Type) {
    let _: TableColumn<RowValue, SortDescriptor<RowValue>, Text, Text> = TableColumn(
        sample() as S,
        value: sample() as KeyPath<RowValue, String>,
        comparator: sample() as String.StandardComparator
    )
}

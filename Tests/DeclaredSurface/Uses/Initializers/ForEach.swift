// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4c3f4a02fc ForEach.init<V>(_: Data, content: (Data.Element) -> Content) where ID == Data.Element.ID, V ==
//   Content.TableRowValue, Data.Element : Identifiable, Content : TableRowContent
@MainActor func use_4c3f4a02fc<Data: RandomAccessCollection, Content: TableRowContent>(
    _ generics: (Data, Content).Type
) where Data.Element : Identifiable, Data.Element.ID : Hashable {
    let _: ForEach<Data, Data.Element.ID, Content> = ForEach(
        sample() as Data,
        content: sample() as (Data.Element) -> Content
    )
}

// ua11048a475 ForEach.init<V>(_: Data, id: KeyPath<Data.Element, ID>, content: (Data.Element) -> Content) where V ==
//   Content.TableRowValue, Content : TableRowContent
@MainActor func use_a11048a475<Data: RandomAccessCollection, ID: Hashable, Content: TableRowContent>(
    _ generics: (Data, ID, Content).Type
) {
    let _: ForEach<Data, ID, Content> = ForEach(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        content: sample() as (Data.Element) -> Content
    )
}

// u5ae3129c56 ForEach.init(_: Data) where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element :
//   Identifiable, Content : TableRowContent
@MainActor func use_5ae3129c56<Data: RandomAccessCollection>(
    _ generics: (Data).Type
) where Data.Element : Identifiable, Data.Element.ID : Hashable {
    let _: ForEach<Data, Data.Element.ID, TableRow<Data.Element>> = ForEach(sample() as Data)
}

// ud0a458e38d ForEach.init<V>(_: Range<Int>, content: (Int) -> Content) where Data == Range<Int>, ID == Int, V ==
//   Content.TableRowValue, Content : TableRowContent
@MainActor func use_d0a458e38d<Content: TableRowContent>(_ generics: (Content).Type) {
    let _: ForEach<Range<Int>, Int, Content> = ForEach(sample() as Range<Int>, content: sample() as (Int) -> Content)
}

// ub68e88870a ForEach.init(_: Data, content: (Data.Element) -> Content) where ID == Data.Element.ID, Content :
//   AccessibilityRotorContent, Data.Element : Identifiable
@MainActor func use_b68e88870a<Data: RandomAccessCollection, Content: AccessibilityRotorContent>(
    _ generics: (Data, Content).Type
) where Data.Element : Identifiable, Data.Element.ID : Hashable {
    let _: ForEach<Data, Data.Element.ID, Content> = ForEach(
        sample() as Data,
        content: sample() as (Data.Element) -> Content
    )
}

// uabec111806 ForEach.init(_: Data, id: KeyPath<Data.Element, ID>, content: (Data.Element) -> Content) where Content :
//   AccessibilityRotorContent
@MainActor func use_abec111806<Data: RandomAccessCollection, ID: Hashable, Content: AccessibilityRotorContent>(
    _ generics: (Data, ID, Content).Type
) {
    let _: ForEach<Data, ID, Content> = ForEach(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        content: sample() as (Data.Element) -> Content
    )
}

// ue89099527c ForEach.init<C, R>(_: Binding<C>, editActions: EditActions<C>, content: (Binding<C.Element>) -> R) where
//   Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>, C :
//   MutableCollection, C : RandomAccessCollection, R : View, C.Element : Identifiable, C.Index : Hashable
@MainActor func use_e89099527c<C: MutableCollection & RandomAccessCollection, R: View>(
    _ generics: (C, R).Type
) where C.Element : Identifiable, C.Index : Hashable, C.Element.ID : Hashable {
    let _: ForEach<
        IndexedIdentifierCollection<C, C.Element.ID>,
        C.Element.ID,
        EditableCollectionContent<R, C>
    > = ForEach(
        sample() as Binding<C>,
        editActions: sample() as EditActions<C>,
        content: sample() as (Binding<C.Element>) -> R
    )
    let _: ForEach<
        IndexedIdentifierCollection<C, C.Element.ID>,
        C.Element.ID,
        EditableCollectionContent<_, C>
    > = ForEach(
        sample() as Binding<C>,
        editActions: sample() as EditActions<C>,
        content: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// u27917bac66 ForEach.init<C, R>(_: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, content:
//   (Binding<C.Element>) -> R) where Data == IndexedIdentifierCollection<C, ID>, Content ==
//   EditableCollectionContent<R, C>, C : MutableCollection, C : RandomAccessCollection, R : View, C.Index : Hashable
@MainActor func use_27917bac66<ID: Hashable, C: MutableCollection & RandomAccessCollection, R: View>(
    _ generics: (ID, C, R).Type
) where C.Index : Hashable {
    let _: ForEach<IndexedIdentifierCollection<C, ID>, ID, EditableCollectionContent<R, C>> = ForEach(
        sample() as Binding<C>,
        id: sample() as KeyPath<C.Element, ID>,
        editActions: sample() as EditActions<C>,
        content: sample() as (Binding<C.Element>) -> R
    )
    let _: ForEach<IndexedIdentifierCollection<C, ID>, ID, EditableCollectionContent<_, C>> = ForEach(
        sample() as Binding<C>,
        id: sample() as KeyPath<C.Element, ID>,
        editActions: sample() as EditActions<C>,
        content: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// uf1fe3a2abd ForEach.init(_: Data, content: (Data.Element) -> Content) where ID == Data.Element.ID, Content : View,
//   Data.Element : Identifiable
@MainActor func use_f1fe3a2abd<Data: RandomAccessCollection, Content: View>(
    _ generics: (Data, Content).Type
) where Data.Element : Identifiable, Data.Element.ID : Hashable {
    let _: ForEach<Data, Data.Element.ID, Content> = ForEach(
        sample() as Data,
        content: sample() as (Data.Element) -> Content
    )
    let _: ForEach<Data, Data.Element.ID, _> = ForEach(
        sample() as Data,
        content: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u71021eabf9 ForEach.init(_: Data, id: KeyPath<Data.Element, ID>, content: (Data.Element) -> Content) where Content :
//   View
@MainActor func use_71021eabf9<Data: RandomAccessCollection, ID: Hashable, Content: View>(
    _ generics: (Data, ID, Content).Type
) {
    let _: ForEach<Data, ID, Content> = ForEach(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        content: sample() as (Data.Element) -> Content
    )
    let _: ForEach<Data, ID, _> = ForEach(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        content: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u9fdf960140 ForEach.init<C>(_: Binding<C>, content: (Binding<C.Element>) -> Content) where Data ==
//   LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C : MutableCollection, C : RandomAccessCollection,
//   C.Element : Identifiable, C.Index : Hashable, Content : View
@MainActor func use_9fdf960140<Content: View, C: MutableCollection & RandomAccessCollection>(
    _ generics: (Content, C).Type
) where C.Element : Identifiable, C.Index : Hashable, C.Element.ID : Hashable {
    let _: ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, Content> = ForEach(
        sample() as Binding<C>,
        content: sample() as (Binding<C.Element>) -> Content
    )
    let _: ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, _> = ForEach(
        sample() as Binding<C>,
        content: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// uc6cd827e33 ForEach.init<C>(_: Binding<C>, id: KeyPath<C.Element, ID>, content: (Binding<C.Element>) -> Content)
//   where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C : MutableCollection, C : RandomAccessCollection, C.Index
//   : Hashable, Content : View
@MainActor func use_c6cd827e33<ID: Hashable, Content: View, C: MutableCollection & RandomAccessCollection>(
    _ generics: (ID, Content, C).Type
) where C.Index : Hashable {
    let _: ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, Content> = ForEach(
        sample() as Binding<C>,
        id: sample() as KeyPath<C.Element, ID>,
        content: sample() as (Binding<C.Element>) -> Content
    )
    let _: ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, _> = ForEach(
        sample() as Binding<C>,
        id: sample() as KeyPath<C.Element, ID>,
        content: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// u78e78a6196 ForEach.init(_: Range<Int>, content: (Int) -> Content) where Data == Range<Int>, ID == Int, Content :
//   View
@MainActor func use_78e78a6196<Content: View>(_ generics: (Content).Type) {
    let _: ForEach<Range<Int>, Int, Content> = ForEach(sample() as Range<Int>, content: sample() as (Int) -> Content)
    let _: ForEach<Range<Int>, Int, _> = ForEach(sample() as Range<Int>, content: { (_: Int) in Text(""); Text("") })
}

// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud1554b0787 List.init(selection: Binding<Set<SelectionValue>>?, content: () -> Content)
@MainActor func use_d1554b0787<SelectionValue: Hashable, Content: View>(_ generics: (SelectionValue, Content).Type) {
    let _: List<SelectionValue, Content> = List(
        selection: sample() as Binding<Set<SelectionValue>>?,
        content: sample() as () -> Content
    )
    let _: List<SelectionValue, _> = List(
        selection: sample() as Binding<Set<SelectionValue>>?,
        content: { Text(""); Text("") }
    )
}

// u6309001006 List.init(selection: Binding<SelectionValue?>?, content: () -> Content)
@MainActor func use_6309001006<SelectionValue: Hashable, Content: View>(_ generics: (SelectionValue, Content).Type) {
    let _: List<SelectionValue, Content> = List(
        selection: sample() as Binding<SelectionValue?>?,
        content: sample() as () -> Content
    )
    let _: List<SelectionValue, _> = List(
        selection: sample() as Binding<SelectionValue?>?,
        content: { Text(""); Text("") }
    )
}

// u5bc314aec6 List.init<Data, RowContent>(_: Data, selection: Binding<Set<SelectionValue>>?, rowContent: (Data.Element)
//   -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection,
//   RowContent : View, Data.Element : Identifiable
@MainActor func use_5bc314aec6<SelectionValue: Hashable, Data: RandomAccessCollection, RowContent: View>(
    _ generics: (SelectionValue, Data, RowContent).Type
) where Data.Element : Identifiable {
    let _: List<SelectionValue, ForEach<Data, Data.Element.ID, RowContent>> = List(
        sample() as Data,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<SelectionValue, ForEach<Data, Data.Element.ID, _>> = List(
        sample() as Data,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// ub25c948ffc List.init<Data, RowContent>(_: Data, children: KeyPath<Data.Element, Data?>, selection:
//   Binding<Set<SelectionValue>>?, rowContent: (Data.Element) -> RowContent) where Content == OutlineGroup<Data,
//   Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data :
//   RandomAccessCollection, RowContent : View, Data.Element : Identifiable
@MainActor func use_b25c948ffc<SelectionValue: Hashable, Data: RandomAccessCollection, RowContent: View>(
    _ generics: (SelectionValue, Data, RowContent).Type
) where Data.Element : Identifiable {
    let _: List<
        SelectionValue,
        OutlineGroup<
            Data,
            Data.Element.ID,
            RowContent,
            RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    > = List(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<
        SelectionValue,
        OutlineGroup<Data, Data.Element.ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>
    > = List(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u68ed808513 List.init<Data, ID, RowContent>(_: Data, id: KeyPath<Data.Element, ID>, selection:
//   Binding<Set<SelectionValue>>?, rowContent: (Data.Element) -> RowContent) where Content == ForEach<Data, ID,
//   RowContent>, Data : RandomAccessCollection, ID : Hashable, RowContent : View
@MainActor func use_68ed808513<SelectionValue: Hashable, Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ generics: (SelectionValue, Data, ID, RowContent).Type
) {
    let _: List<SelectionValue, ForEach<Data, ID, RowContent>> = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<SelectionValue, ForEach<Data, ID, _>> = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// ud502b7e1bd List.init<Data, ID, RowContent>(_: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element,
//   Data?>, selection: Binding<Set<SelectionValue>>?, rowContent: (Data.Element) -> RowContent) where Content ==
//   OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data :
//   RandomAccessCollection, ID : Hashable, RowContent : View
@MainActor func use_d502b7e1bd<SelectionValue: Hashable, Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ generics: (SelectionValue, Data, ID, RowContent).Type
) {
    let _: List<
        SelectionValue,
        OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    > = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<SelectionValue, OutlineGroup<Data, ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>> = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u54e9520003 List.init<RowContent>(_: Range<Int>, selection: Binding<Set<SelectionValue>>?, rowContent: (Int) ->
//   RowContent) where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent : View
@MainActor func use_54e9520003<SelectionValue: Hashable, RowContent: View>(
    _ generics: (SelectionValue, RowContent).Type
) {
    let _: List<SelectionValue, ForEach<Range<Int>, Int, HStack<RowContent>>> = List(
        sample() as Range<Int>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: sample() as (Int) -> RowContent
    )
    let _: List<SelectionValue, ForEach<Range<Int>, Int, HStack<_>>> = List(
        sample() as Range<Int>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: { (_: Int) in Text(""); Text("") }
    )
}

// u05fe902e67 List.init<Data, RowContent>(_: Data, selection: Binding<SelectionValue?>?, rowContent: (Data.Element) ->
//   RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection, RowContent
//   : View, Data.Element : Identifiable
@MainActor func use_05fe902e67<SelectionValue: Hashable, Data: RandomAccessCollection, RowContent: View>(
    _ generics: (SelectionValue, Data, RowContent).Type
) where Data.Element : Identifiable {
    let _: List<SelectionValue, ForEach<Data, Data.Element.ID, RowContent>> = List(
        sample() as Data,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<SelectionValue, ForEach<Data, Data.Element.ID, _>> = List(
        sample() as Data,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u07d69e115d List.init<Data, RowContent>(_: Data, children: KeyPath<Data.Element, Data?>, selection:
//   Binding<SelectionValue?>?, rowContent: (Data.Element) -> RowContent) where Content == OutlineGroup<Data,
//   Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data :
//   RandomAccessCollection, RowContent : View, Data.Element : Identifiable
@MainActor func use_07d69e115d<SelectionValue: Hashable, Data: RandomAccessCollection, RowContent: View>(
    _ generics: (SelectionValue, Data, RowContent).Type
) where Data.Element : Identifiable {
    let _: List<
        SelectionValue,
        OutlineGroup<
            Data,
            Data.Element.ID,
            RowContent,
            RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    > = List(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<
        SelectionValue,
        OutlineGroup<Data, Data.Element.ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>
    > = List(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u4f80d981da List.init<Data, ID, RowContent>(_: Data, id: KeyPath<Data.Element, ID>, selection:
//   Binding<SelectionValue?>?, rowContent: (Data.Element) -> RowContent) where Content == ForEach<Data, ID,
//   RowContent>, Data : RandomAccessCollection, ID : Hashable, RowContent : View
@MainActor func use_4f80d981da<SelectionValue: Hashable, Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ generics: (SelectionValue, Data, ID, RowContent).Type
) {
    let _: List<SelectionValue, ForEach<Data, ID, RowContent>> = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<SelectionValue, ForEach<Data, ID, _>> = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u7f1b4a0dc7 List.init<Data, ID, RowContent>(_: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element,
//   Data?>, selection: Binding<SelectionValue?>?, rowContent: (Data.Element) -> RowContent) where Content ==
//   OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data :
//   RandomAccessCollection, ID : Hashable, RowContent : View
@MainActor func use_7f1b4a0dc7<SelectionValue: Hashable, Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ generics: (SelectionValue, Data, ID, RowContent).Type
) {
    let _: List<
        SelectionValue,
        OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    > = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<SelectionValue, OutlineGroup<Data, ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>> = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u30e5c0c6aa List.init<RowContent>(_: Range<Int>, selection: Binding<SelectionValue?>?, rowContent: (Int) ->
//   RowContent) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent : View
@MainActor func use_30e5c0c6aa<SelectionValue: Hashable, RowContent: View>(
    _ generics: (SelectionValue, RowContent).Type
) {
    let _: List<SelectionValue, ForEach<Range<Int>, Int, RowContent>> = List(
        sample() as Range<Int>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: sample() as (Int) -> RowContent
    )
    let _: List<SelectionValue, ForEach<Range<Int>, Int, _>> = List(
        sample() as Range<Int>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: { (_: Int) in Text(""); Text("") }
    )
}

// ue5e5b13fc0 List.init(content: () -> Content) where SelectionValue == Never
@MainActor func use_e5e5b13fc0<Content: View>(_ generics: (Content).Type) {
    let _: List<Never, Content> = List(content: sample() as () -> Content)
    let _: List<Never, _> = List(content: { Text(""); Text("") })
}

// ua4ed763aff List.init<Data, RowContent>(_: Data, rowContent: (Data.Element) -> RowContent) where Content ==
//   ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection, RowContent : View, Data.Element :
//   Identifiable, SelectionValue == Never
@MainActor func use_a4ed763aff<Data: RandomAccessCollection, RowContent: View>(
    _ generics: (Data, RowContent).Type
) where Data.Element : Identifiable {
    let _: List<Never, ForEach<Data, Data.Element.ID, RowContent>> = List(
        sample() as Data,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<Never, ForEach<Data, Data.Element.ID, _>> = List(
        sample() as Data,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u8c17d90e1b List.init<Data, RowContent>(_: Data, children: KeyPath<Data.Element, Data?>, rowContent: (Data.Element)
//   -> RowContent) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
//   DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data : RandomAccessCollection, RowContent : View,
//   Data.Element : Identifiable, SelectionValue == Never
@MainActor func use_8c17d90e1b<Data: RandomAccessCollection, RowContent: View>(
    _ generics: (Data, RowContent).Type
) where Data.Element : Identifiable {
    let _: List<
        Never,
        OutlineGroup<
            Data,
            Data.Element.ID,
            RowContent,
            RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    > = List(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<Never, OutlineGroup<Data, Data.Element.ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>> = List(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u88ac72a8a6 List.init<Data, ID, RowContent>(_: Data, id: KeyPath<Data.Element, ID>, rowContent: (Data.Element) ->
//   RowContent) where Content == ForEach<Data, ID, RowContent>, Data : RandomAccessCollection, ID : Hashable,
//   RowContent : View, SelectionValue == Never
@MainActor func use_88ac72a8a6<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ generics: (Data, ID, RowContent).Type
) {
    let _: List<Never, ForEach<Data, ID, RowContent>> = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<Never, ForEach<Data, ID, _>> = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// ub177c402e2 List.init<Data, ID, RowContent>(_: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element,
//   Data?>, rowContent: (Data.Element) -> RowContent) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
//   DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data : RandomAccessCollection, ID : Hashable, RowContent :
//   View, SelectionValue == Never
@MainActor func use_b177c402e2<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ generics: (Data, ID, RowContent).Type
) {
    let _: List<
        Never,
        OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    > = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        rowContent: sample() as (Data.Element) -> RowContent
    )
    let _: List<Never, OutlineGroup<Data, ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>> = List(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        rowContent: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u0f5545d64f List.init<RowContent>(_: Range<Int>, rowContent: (Int) -> RowContent) where Content ==
//   ForEach<Range<Int>, Int, RowContent>, RowContent : View, SelectionValue == Never
@MainActor func use_0f5545d64f<RowContent: View>(_ generics: (RowContent).Type) {
    let _: List<Never, ForEach<Range<Int>, Int, RowContent>> = List(
        sample() as Range<Int>,
        rowContent: sample() as (Int) -> RowContent
    )
    let _: List<Never, ForEach<Range<Int>, Int, _>> = List(
        sample() as Range<Int>,
        rowContent: { (_: Int) in Text(""); Text("") }
    )
}

// uc34e58c6f3 List.init<Data, RowContent>(_: Binding<Data>, selection: Binding<Set<SelectionValue>>?, rowContent:
//   (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index,
//   Data.Element.ID)>, Data.Element.ID, RowContent>, Data : MutableCollection, Data : RandomAccessCollection,
//   RowContent : View, Data.Element : Identifiable, Data.Index : Hashable
@MainActor func use_c34e58c6f3<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, RowContent).Type
) where Data.Element : Identifiable, Data.Index : Hashable {
    let _: List<
        SelectionValue,
        ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>
    > = List(
        sample() as Binding<Data>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        SelectionValue,
        ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, _>
    > = List(
        sample() as Binding<Data>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// u0d175aa5d4 List.init<Data, ID, RowContent>(_: Binding<Data>, id: KeyPath<Data.Element, ID>, selection:
//   Binding<Set<SelectionValue>>?, rowContent: (Binding<Data.Element>) -> RowContent) where Content ==
//   ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data : MutableCollection, Data :
//   RandomAccessCollection, ID : Hashable, RowContent : View, Data.Index : Hashable
@MainActor func use_0d175aa5d4<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    ID: Hashable,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, ID, RowContent).Type
) where Data.Index : Hashable {
    let _: List<SelectionValue, ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>> = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<SelectionValue, ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, _>> = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// u316a43c268 List.init<Data, RowContent>(_: Binding<Data>, selection: Binding<SelectionValue?>?, rowContent:
//   (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index,
//   Data.Element.ID)>, Data.Element.ID, RowContent>, Data : MutableCollection, Data : RandomAccessCollection,
//   RowContent : View, Data.Element : Identifiable, Data.Index : Hashable
@MainActor func use_316a43c268<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, RowContent).Type
) where Data.Element : Identifiable, Data.Index : Hashable {
    let _: List<
        SelectionValue,
        ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>
    > = List(
        sample() as Binding<Data>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        SelectionValue,
        ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, _>
    > = List(
        sample() as Binding<Data>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// u71a734584b List.init<Data, ID, RowContent>(_: Binding<Data>, id: KeyPath<Data.Element, ID>, selection:
//   Binding<SelectionValue?>?, rowContent: (Binding<Data.Element>) -> RowContent) where Content ==
//   ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data : MutableCollection, Data :
//   RandomAccessCollection, ID : Hashable, RowContent : View, Data.Index : Hashable
@MainActor func use_71a734584b<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    ID: Hashable,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, ID, RowContent).Type
) where Data.Index : Hashable {
    let _: List<SelectionValue, ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>> = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<SelectionValue, ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, _>> = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// ubece0f524f List.init<Data, RowContent>(_: Binding<Data>, rowContent: (Binding<Data.Element>) -> RowContent) where
//   Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data
//   : MutableCollection, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable, Data.Index :
//   Hashable, SelectionValue == Never
@MainActor func use_bece0f524f<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ generics: (Data, RowContent).Type
) where Data.Element : Identifiable, Data.Index : Hashable {
    let _: List<
        Never,
        ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>
    > = List(sample() as Binding<Data>, rowContent: sample() as (Binding<Data.Element>) -> RowContent)
    let _: List<
        Never,
        ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, _>
    > = List(sample() as Binding<Data>, rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") })
}

// u74f897fc8f List.init<Data, ID, RowContent>(_: Binding<Data>, id: KeyPath<Data.Element, ID>, rowContent:
//   (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>,
//   ID, RowContent>, Data : MutableCollection, Data : RandomAccessCollection, ID : Hashable, RowContent : View,
//   Data.Index : Hashable, SelectionValue == Never
@MainActor func use_74f897fc8f<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ generics: (Data, ID, RowContent).Type
) where Data.Index : Hashable {
    let _: List<Never, ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>> = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<Never, ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, _>> = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// u347c5e559b List.init<Data, RowContent>(_: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection:
//   Binding<Set<SelectionValue>>?, rowContent: (Binding<Data.Element>) -> RowContent) where Content ==
//   OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent,
//   OutlineSubgroupChildren>>, Data : MutableCollection, Data : RandomAccessCollection, RowContent : View, Data.Element
//   : Identifiable
@MainActor func use_347c5e559b<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, RowContent).Type
) where Data.Element : Identifiable {
    let _: List<
        SelectionValue,
        OutlineGroup<
            Binding<Data>,
            Data.Element.ID,
            RowContent,
            RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    > = List(
        sample() as Binding<Data>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        SelectionValue,
        OutlineGroup<Binding<Data>, Data.Element.ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>
    > = List(
        sample() as Binding<Data>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// u92bcb95b4d List.init<Data, ID, RowContent>(_: Binding<Data>, id: KeyPath<Data.Element, ID>, children:
//   WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, rowContent: (Binding<Data.Element>)
//   -> RowContent) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent,
//   OutlineSubgroupChildren>>, Data : MutableCollection, Data : RandomAccessCollection, ID : Hashable, RowContent :
//   View
@MainActor func use_92bcb95b4d<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    ID: Hashable,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, ID, RowContent).Type
) {
    let _: List<
        SelectionValue,
        OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    > = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        SelectionValue,
        OutlineGroup<Binding<Data>, ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>
    > = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// ub4d74fc2dd List.init<Data, RowContent>(_: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection:
//   Binding<SelectionValue?>?, rowContent: (Binding<Data.Element>) -> RowContent) where Content ==
//   OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent,
//   OutlineSubgroupChildren>>, Data : MutableCollection, Data : RandomAccessCollection, RowContent : View, Data.Element
//   : Identifiable
@MainActor func use_b4d74fc2dd<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, RowContent).Type
) where Data.Element : Identifiable {
    let _: List<
        SelectionValue,
        OutlineGroup<
            Binding<Data>,
            Data.Element.ID,
            RowContent,
            RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    > = List(
        sample() as Binding<Data>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        SelectionValue,
        OutlineGroup<Binding<Data>, Data.Element.ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>
    > = List(
        sample() as Binding<Data>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// ud6474ea615 List.init<Data, ID, RowContent>(_: Binding<Data>, id: KeyPath<Data.Element, ID>, children:
//   WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, rowContent: (Binding<Data.Element>) ->
//   RowContent) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent,
//   OutlineSubgroupChildren>>, Data : MutableCollection, Data : RandomAccessCollection, ID : Hashable, RowContent :
//   View
@MainActor func use_d6474ea615<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    ID: Hashable,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, ID, RowContent).Type
) {
    let _: List<
        SelectionValue,
        OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    > = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        SelectionValue,
        OutlineGroup<Binding<Data>, ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>
    > = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// uaedb6e7091 List.init<Data, RowContent>(_: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, rowContent:
//   (Binding<Data.Element>) -> RowContent) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent,
//   RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data : MutableCollection, Data :
//   RandomAccessCollection, RowContent : View, Data.Element : Identifiable, SelectionValue == Never
@MainActor func use_aedb6e7091<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ generics: (Data, RowContent).Type
) where Data.Element : Identifiable {
    let _: List<
        Never,
        OutlineGroup<
            Binding<Data>,
            Data.Element.ID,
            RowContent,
            RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    > = List(
        sample() as Binding<Data>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        Never,
        OutlineGroup<Binding<Data>, Data.Element.ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>
    > = List(
        sample() as Binding<Data>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// uf63c3d8911 List.init<Data, ID, RowContent>(_: Binding<Data>, id: KeyPath<Data.Element, ID>, children:
//   WritableKeyPath<Data.Element, Data?>, rowContent: (Binding<Data.Element>) -> RowContent) where Content ==
//   OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data
//   : MutableCollection, Data : RandomAccessCollection, ID : Hashable, RowContent : View, SelectionValue == Never
@MainActor func use_f63c3d8911<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ generics: (Data, ID, RowContent).Type
) {
    let _: List<
        Never,
        OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    > = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<Never, OutlineGroup<Binding<Data>, ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>>> = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as WritableKeyPath<Data.Element, Data?>,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// ubc6b9b0a9e List.init<Data, RowContent>(_: Binding<Data>, editActions: EditActions<Data>, selection:
//   Binding<Set<SelectionValue>>?, rowContent: (Binding<Data.Element>) -> RowContent) where Content ==
//   ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent,
//   Data>>, Data : MutableCollection, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable,
//   Data.Index : Hashable
@MainActor func use_bc6b9b0a9e<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, RowContent).Type
) where Data.Element : Identifiable, Data.Index : Hashable {
    let _: List<
        SelectionValue,
        ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>,
            Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >
    > = List(
        sample() as Binding<Data>,
        editActions: sample() as EditActions<Data>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        SelectionValue,
        ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<_, Data>>
    > = List(
        sample() as Binding<Data>,
        editActions: sample() as EditActions<Data>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// u26d5961686 List.init<Data, ID, RowContent>(_: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions:
//   EditActions<Data>, selection: Binding<Set<SelectionValue>>?, rowContent: (Binding<Data.Element>) -> RowContent)
//   where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
//   Data : MutableCollection, Data : RandomAccessCollection, ID : Hashable, RowContent : View, Data.Index : Hashable
@MainActor func use_26d5961686<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    ID: Hashable,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, ID, RowContent).Type
) where Data.Index : Hashable {
    let _: List<
        SelectionValue,
        ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>
    > = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        editActions: sample() as EditActions<Data>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        SelectionValue,
        ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<_, Data>>
    > = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        editActions: sample() as EditActions<Data>,
        selection: sample() as Binding<Set<SelectionValue>>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// u29fa2cf0e2 List.init<Data, RowContent>(_: Binding<Data>, editActions: EditActions<Data>, selection:
//   Binding<SelectionValue?>?, rowContent: (Binding<Data.Element>) -> RowContent) where Content ==
//   ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent,
//   Data>>, Data : MutableCollection, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable,
//   Data.Index : Hashable
@MainActor func use_29fa2cf0e2<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, RowContent).Type
) where Data.Element : Identifiable, Data.Index : Hashable {
    let _: List<
        SelectionValue,
        ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>,
            Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >
    > = List(
        sample() as Binding<Data>,
        editActions: sample() as EditActions<Data>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        SelectionValue,
        ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<_, Data>>
    > = List(
        sample() as Binding<Data>,
        editActions: sample() as EditActions<Data>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// u718058820f List.init<Data, ID, RowContent>(_: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions:
//   EditActions<Data>, selection: Binding<SelectionValue?>?, rowContent: (Binding<Data.Element>) -> RowContent) where
//   Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data :
//   MutableCollection, Data : RandomAccessCollection, ID : Hashable, RowContent : View, Data.Index : Hashable
@MainActor func use_718058820f<
    SelectionValue: Hashable,
    Data: MutableCollection & RandomAccessCollection,
    ID: Hashable,
    RowContent: View
>(
    _ generics: (SelectionValue, Data, ID, RowContent).Type
) where Data.Index : Hashable {
    let _: List<
        SelectionValue,
        ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>
    > = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        editActions: sample() as EditActions<Data>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        SelectionValue,
        ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<_, Data>>
    > = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        editActions: sample() as EditActions<Data>,
        selection: sample() as Binding<SelectionValue?>?,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// u34a9ee34b4 List.init<Data, RowContent>(_: Binding<Data>, editActions: EditActions<Data>, rowContent:
//   (Binding<Data.Element>) -> RowContent) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>,
//   Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data : MutableCollection, Data :
//   RandomAccessCollection, RowContent : View, Data.Element : Identifiable, Data.Index : Hashable, SelectionValue ==
//   Never
@MainActor func use_34a9ee34b4<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ generics: (Data, RowContent).Type
) where Data.Element : Identifiable, Data.Index : Hashable {
    let _: List<
        Never,
        ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>,
            Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >
    > = List(
        sample() as Binding<Data>,
        editActions: sample() as EditActions<Data>,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<
        Never,
        ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<_, Data>>
    > = List(
        sample() as Binding<Data>,
        editActions: sample() as EditActions<Data>,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

// u4a9f53f403 List.init<Data, ID, RowContent>(_: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions:
//   EditActions<Data>, rowContent: (Binding<Data.Element>) -> RowContent) where Content ==
//   ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data :
//   MutableCollection, Data : RandomAccessCollection, ID : Hashable, RowContent : View, Data.Index : Hashable,
//   SelectionValue == Never
@MainActor func use_4a9f53f403<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ generics: (Data, ID, RowContent).Type
) where Data.Index : Hashable {
    let _: List<
        Never,
        ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>
    > = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        editActions: sample() as EditActions<Data>,
        rowContent: sample() as (Binding<Data.Element>) -> RowContent
    )
    let _: List<Never, ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<_, Data>>> = List(
        sample() as Binding<Data>,
        id: sample() as KeyPath<Data.Element, ID>,
        editActions: sample() as EditActions<Data>,
        rowContent: { (_: Binding<Data.Element>) in Text(""); Text("") }
    )
}

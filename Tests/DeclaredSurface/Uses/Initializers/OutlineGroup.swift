// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6c8bfa2062 OutlineGroup.init<DataElement>(_: DataElement, children: KeyPath<DataElement, Data?>) where ID ==
//   DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>,
//   DataElement : Identifiable, DataElement == Data.Element, ID == Data.Element.ID, Parent : TableRowContent, Parent ==
//   Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue
@MainActor func use_6c8bfa2062<Data: RandomAccessCollection>(
    _ generics: (Data).Type
)
where Data.Element == TableRow<
    Data.Element
>.TableRowValue, Data.Element.ID == Data.Element.ID, Data.Element : Identifiable, Data.Element.ID : Hashable {
    let _: OutlineGroup<
        Data,
        Data.Element.ID,
        TableRow<Data.Element>,
        TableRow<Data.Element>,
        TableRow<Data.Element>
    > = OutlineGroup(sample() as Data.Element, children: sample() as KeyPath<Data.Element, Data?>)
}

// u70f77295fe OutlineGroup.init<DataElement>(_: Data, children: KeyPath<DataElement, Data?>) where ID ==
//   DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>,
//   DataElement : Identifiable, DataElement == Data.Element, ID == Data.Element.ID, Parent : TableRowContent, Parent ==
//   Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue
@MainActor func use_70f77295fe<Data: RandomAccessCollection>(
    _ generics: (Data).Type
)
where Data.Element == TableRow<
    Data.Element
>.TableRowValue, Data.Element.ID == Data.Element.ID, Data.Element : Identifiable, Data.Element.ID : Hashable {
    let _: OutlineGroup<
        Data,
        Data.Element.ID,
        TableRow<Data.Element>,
        TableRow<Data.Element>,
        TableRow<Data.Element>
    > = OutlineGroup(sample() as Data, children: sample() as KeyPath<Data.Element, Data?>)
}

// u972ffbad15 OutlineGroup.init<DataElement>(_: DataElement, children: KeyPath<DataElement, Data?>, content:
//   (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element, ID == Data.Element.ID, Parent :
//   TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue
@MainActor func use_972ffbad15<Data: RandomAccessCollection, Subgroup: TableRowContent>(
    _ generics: (Data, Subgroup).Type
) where Data.Element == Subgroup.TableRowValue, Data.Element.ID == Data.Element.ID, Data.Element.ID : Hashable {
    let _: OutlineGroup<Data, Data.Element.ID, Subgroup, Subgroup, Subgroup> = OutlineGroup(
        sample() as Data.Element,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: sample() as (Data.Element) -> Subgroup
    )
}

// u818efaa255 OutlineGroup.init<DataElement>(_: DataElement, id: KeyPath<DataElement, ID>, children:
//   KeyPath<DataElement, Data?>, content: (DataElement) -> Leaf) where ID == DataElement.ID, DataElement ==
//   Data.Element, ID == Data.Element.ID, Parent : TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element ==
//   Parent.TableRowValue
@MainActor func use_818efaa255<Data: RandomAccessCollection, Subgroup: TableRowContent>(
    _ generics: (Data, Subgroup).Type
) where Data.Element == Subgroup.TableRowValue, Data.Element.ID == Data.Element.ID, Data.Element.ID : Hashable {
    let _: OutlineGroup<Data, Data.Element.ID, Subgroup, Subgroup, Subgroup> = OutlineGroup(
        sample() as Data.Element,
        id: sample() as KeyPath<Data.Element, Data.Element.ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: sample() as (Data.Element) -> Subgroup
    )
}

// u4c98c29d77 OutlineGroup.init<DataElement>(_: Data, children: KeyPath<DataElement, Data?>, content: (DataElement) ->
//   Leaf) where ID == DataElement.ID, DataElement == Data.Element, ID == Data.Element.ID, Parent : TableRowContent,
//   Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue
@MainActor func use_4c98c29d77<Data: RandomAccessCollection, Subgroup: TableRowContent>(
    _ generics: (Data, Subgroup).Type
) where Data.Element == Subgroup.TableRowValue, Data.Element.ID == Data.Element.ID, Data.Element.ID : Hashable {
    let _: OutlineGroup<Data, Data.Element.ID, Subgroup, Subgroup, Subgroup> = OutlineGroup(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: sample() as (Data.Element) -> Subgroup
    )
}

// u5e46a8ffa7 OutlineGroup.init<DataElement>(_: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement,
//   Data?>, content: (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element, ID ==
//   Data.Element.ID, Parent : TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue
@MainActor func use_5e46a8ffa7<Data: RandomAccessCollection, Subgroup: TableRowContent>(
    _ generics: (Data, Subgroup).Type
) where Data.Element == Subgroup.TableRowValue, Data.Element.ID == Data.Element.ID, Data.Element.ID : Hashable {
    let _: OutlineGroup<Data, Data.Element.ID, Subgroup, Subgroup, Subgroup> = OutlineGroup(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, Data.Element.ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: sample() as (Data.Element) -> Subgroup
    )
}

// u1d67b11020 OutlineGroup.init<DataElement>(_: DataElement, children: KeyPath<DataElement, Data?>, content:
//   (DataElement) -> Leaf) where ID == DataElement.ID, DataElement : Identifiable, DataElement == Data.Element, ID ==
//   Data.Element.ID, Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
//   Data.Element : Identifiable
@MainActor func use_1d67b11020<Data: RandomAccessCollection, Leaf: View>(
    _ generics: (Data, Leaf).Type
) where Data.Element : Identifiable, Data.Element.ID == Data.Element.ID, Data.Element.ID : Hashable {
    let _: OutlineGroup<
        Data,
        Data.Element.ID,
        Leaf,
        Leaf,
        DisclosureGroup<Leaf, OutlineSubgroupChildren>
    > = OutlineGroup(
        sample() as Data.Element,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: sample() as (Data.Element) -> Leaf
    )
    let _: OutlineGroup<Data, Data.Element.ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>> = OutlineGroup(
        sample() as Data.Element,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u02ec0dc8f0 OutlineGroup.init<DataElement>(_: Data, children: KeyPath<DataElement, Data?>, content: (DataElement) ->
//   Leaf) where ID == DataElement.ID, DataElement : Identifiable, DataElement == Data.Element, ID == Data.Element.ID,
//   Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element :
//   Identifiable
@MainActor func use_02ec0dc8f0<Data: RandomAccessCollection, Leaf: View>(
    _ generics: (Data, Leaf).Type
) where Data.Element : Identifiable, Data.Element.ID == Data.Element.ID, Data.Element.ID : Hashable {
    let _: OutlineGroup<
        Data,
        Data.Element.ID,
        Leaf,
        Leaf,
        DisclosureGroup<Leaf, OutlineSubgroupChildren>
    > = OutlineGroup(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: sample() as (Data.Element) -> Leaf
    )
    let _: OutlineGroup<Data, Data.Element.ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>> = OutlineGroup(
        sample() as Data,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: { (_: Data.Element) in Text(""); Text("") }
    )
}

// ud3e586eeb8 OutlineGroup.init<DataElement>(_: DataElement, id: KeyPath<DataElement, ID>, children:
//   KeyPath<DataElement, Data?>, content: (DataElement) -> Leaf) where DataElement == Data.Element, Parent : View,
//   Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>
@MainActor func use_d3e586eeb8<Data: RandomAccessCollection, ID: Hashable, Leaf: View>(
    _ generics: (Data, ID, Leaf).Type
) {
    let _: OutlineGroup<Data, ID, Leaf, Leaf, DisclosureGroup<Leaf, OutlineSubgroupChildren>> = OutlineGroup(
        sample() as Data.Element,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: sample() as (Data.Element) -> Leaf
    )
    let _: OutlineGroup<Data, ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>> = OutlineGroup(
        sample() as Data.Element,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u6f6ae3f43e OutlineGroup.init<DataElement>(_: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement,
//   Data?>, content: (DataElement) -> Leaf) where DataElement == Data.Element, Parent : View, Parent == Leaf, Subgroup
//   == DisclosureGroup<Parent, OutlineSubgroupChildren>
@MainActor func use_6f6ae3f43e<Data: RandomAccessCollection, ID: Hashable, Leaf: View>(
    _ generics: (Data, ID, Leaf).Type
) {
    let _: OutlineGroup<Data, ID, Leaf, Leaf, DisclosureGroup<Leaf, OutlineSubgroupChildren>> = OutlineGroup(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: sample() as (Data.Element) -> Leaf
    )
    let _: OutlineGroup<Data, ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>> = OutlineGroup(
        sample() as Data,
        id: sample() as KeyPath<Data.Element, ID>,
        children: sample() as KeyPath<Data.Element, Data?>,
        content: { (_: Data.Element) in Text(""); Text("") }
    )
}

// u4a358d4948 OutlineGroup.init<C, E>(_: Binding<E>, children: WritableKeyPath<E, C?>, content: (Binding<E>) -> Leaf)
//   where Data == Binding<C>, ID == E.ID, C : MutableCollection, C : RandomAccessCollection, E : Identifiable, E ==
//   C.Element, ID == Data.Element.ID, Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent,
//   OutlineSubgroupChildren>, Data.Element : Identifiable
@MainActor func use_4a358d4948<Leaf: View, C: MutableCollection & RandomAccessCollection>(
    _ generics: (Leaf, C).Type
) where C.Element : Identifiable {
    let _: OutlineGroup<
        Binding<C>,
        Binding<C>.Element.ID,
        Leaf,
        Leaf,
        DisclosureGroup<Leaf, OutlineSubgroupChildren>
    > = OutlineGroup(
        sample() as Binding<C.Element>,
        children: sample() as WritableKeyPath<C.Element, C?>,
        content: sample() as (Binding<C.Element>) -> Leaf
    )
    let _: OutlineGroup<
        Binding<C>,
        Binding<C>.Element.ID,
        _,
        _,
        DisclosureGroup<_, OutlineSubgroupChildren>
    > = OutlineGroup(
        sample() as Binding<C.Element>,
        children: sample() as WritableKeyPath<C.Element, C?>,
        content: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// uec3822fb86 OutlineGroup.init<C, E>(_: Binding<C>, children: WritableKeyPath<E, C?>, content: (Binding<E>) -> Leaf)
//   where Data == Binding<C>, ID == E.ID, C : MutableCollection, C : RandomAccessCollection, E : Identifiable, E ==
//   C.Element, ID == Data.Element.ID, Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent,
//   OutlineSubgroupChildren>, Data.Element : Identifiable
@MainActor func use_ec3822fb86<Leaf: View, C: MutableCollection & RandomAccessCollection>(
    _ generics: (Leaf, C).Type
) where C.Element : Identifiable {
    let _: OutlineGroup<
        Binding<C>,
        Binding<C>.Element.ID,
        Leaf,
        Leaf,
        DisclosureGroup<Leaf, OutlineSubgroupChildren>
    > = OutlineGroup(
        sample() as Binding<C>,
        children: sample() as WritableKeyPath<C.Element, C?>,
        content: sample() as (Binding<C.Element>) -> Leaf
    )
    let _: OutlineGroup<
        Binding<C>,
        Binding<C>.Element.ID,
        _,
        _,
        DisclosureGroup<_, OutlineSubgroupChildren>
    > = OutlineGroup(
        sample() as Binding<C>,
        children: sample() as WritableKeyPath<C.Element, C?>,
        content: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// ue32eee1c53 OutlineGroup.init<C, E>(_: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, content:
//   (Binding<E>) -> Leaf) where Data == Binding<C>, C : MutableCollection, C : RandomAccessCollection, E == C.Element,
//   Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>
@MainActor func use_e32eee1c53<ID: Hashable, Leaf: View, C: MutableCollection & RandomAccessCollection>(
    _ generics: (ID, Leaf, C).Type
) {
    let _: OutlineGroup<Binding<C>, ID, Leaf, Leaf, DisclosureGroup<Leaf, OutlineSubgroupChildren>> = OutlineGroup(
        sample() as Binding<C.Element>,
        id: sample() as KeyPath<C.Element, ID>,
        children: sample() as WritableKeyPath<C.Element, C?>,
        content: sample() as (Binding<C.Element>) -> Leaf
    )
    let _: OutlineGroup<Binding<C>, ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>> = OutlineGroup(
        sample() as Binding<C.Element>,
        id: sample() as KeyPath<C.Element, ID>,
        children: sample() as WritableKeyPath<C.Element, C?>,
        content: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// u8a0a44f516 OutlineGroup.init<C, E>(_: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, content:
//   (Binding<E>) -> Leaf) where Data == Binding<C>, C : MutableCollection, C : RandomAccessCollection, E == C.Element,
//   Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>
@MainActor func use_8a0a44f516<ID: Hashable, Leaf: View, C: MutableCollection & RandomAccessCollection>(
    _ generics: (ID, Leaf, C).Type
) {
    let _: OutlineGroup<Binding<C>, ID, Leaf, Leaf, DisclosureGroup<Leaf, OutlineSubgroupChildren>> = OutlineGroup(
        sample() as Binding<C>,
        id: sample() as KeyPath<C.Element, ID>,
        children: sample() as WritableKeyPath<C.Element, C?>,
        content: sample() as (Binding<C.Element>) -> Leaf
    )
    let _: OutlineGroup<Binding<C>, ID, _, _, DisclosureGroup<_, OutlineSubgroupChildren>> = OutlineGroup(
        sample() as Binding<C>,
        id: sample() as KeyPath<C.Element, ID>,
        children: sample() as WritableKeyPath<C.Element, C?>,
        content: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

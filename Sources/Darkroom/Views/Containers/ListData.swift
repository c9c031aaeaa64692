import Foundation

// List's initializers over data, bindings to data and trees, as SwiftUI declares them: each builds the
// `ForEach` or `OutlineGroup` SwiftUI builds, and the list draws it. A still frame shows no selection.

extension List where SelectionValue == Never {
    /// A list of a tree of identifiable data, collapsed (one row per top-level element).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        let rows: Content = OutlineGroup(data, children: children, content: rowContent)

        self.init { rows }
    }
    /// A list of a tree of data identified by a key path, collapsed (one row per top-level element).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        let rows: Content = OutlineGroup(data, id: id, children: children, content: rowContent)

        self.init { rows }
    }
    /// A list of rows computed from a binding to identifiable data; each row gets a binding to its
    /// element.
    @_disfavoredOverload
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID,
                               RowContent>,
            Data.Element: Identifiable, Data.Index: Hashable {
        let rows: Content = ForEach(data, content: rowContent)

        self.init { rows }
    }
    /// A list of rows computed from a binding to data identified by a key path; each row gets a binding to
    /// its element.
    @_disfavoredOverload
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data.Index: Hashable {
        let rows: Content = ForEach(data, id: id, content: rowContent)

        self.init { rows }
    }
    /// A list of a binding to a tree of identifiable data, collapsed.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        let rows: Content = OutlineGroup(data, children: children, content: rowContent)

        self.init { rows }
    }
    /// A list of a binding to a tree of data identified by a key path, collapsed.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        let rows: Content = OutlineGroup(data, id: id, children: children, content: rowContent)

        self.init { rows }
    }
    /// A list of rows computed from a binding to an editable collection of identifiable data (a still frame
    /// is never edited).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                               EditableCollectionContent<RowContent, Data>>,
            Data.Element: Identifiable, Data.Index: Hashable {
        let rows: Content = ForEach(data, editActions: editActions, content: rowContent)

        self.init { rows }
    }
    /// A list of rows computed from a binding to an editable collection identified by a key path (a still
    /// frame is never edited).
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
            Data.Index: Hashable {
        let rows: Content = ForEach(data, id: id, editActions: editActions, content: rowContent)

        self.init { rows }
    }
}

extension List {
    /// A list of rows computed from identifiable data; several rows can be selected (the selection is kept, not drawn).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        let rows: Content = ForEach(data, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows computed from data identified by a key path; several rows can be selected (the selection
    /// is kept, not drawn).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        let rows: Content = ForEach(data, id: id, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows for a range of integers; several rows can be selected (the selection is kept, not drawn).
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        let rows: Content = ForEach(data) { index in HStack { rowContent(index) } }

        self.init(selection: selection) { rows }
    }
    /// A list of a tree of identifiable data, collapsed (one row per top-level element); several rows can be
    /// selected (the selection is kept, not drawn).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        let rows: Content = OutlineGroup(data, children: children, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of a tree of data identified by a key path, collapsed (one row per top-level element); several
    /// rows can be selected (the selection is kept, not drawn).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        let rows: Content = OutlineGroup(data, id: id, children: children, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows computed from a binding to identifiable data; each row gets a binding to its
    /// element; several rows can be selected (the selection is kept, not drawn).
    @_disfavoredOverload
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID,
                               RowContent>,
            Data.Element: Identifiable, Data.Index: Hashable {
        let rows: Content = ForEach(data, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows computed from a binding to data identified by a key path; each row gets a binding to
    /// its element; several rows can be selected (the selection is kept, not drawn).
    @_disfavoredOverload
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data.Index: Hashable {
        let rows: Content = ForEach(data, id: id, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of a binding to a tree of identifiable data, collapsed; several rows can be selected (the
    /// selection is kept, not drawn).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        let rows: Content = OutlineGroup(data, children: children, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of a binding to a tree of data identified by a key path, collapsed; several rows can be selected
    /// (the selection is kept, not drawn).
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        let rows: Content = OutlineGroup(data, id: id, children: children, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows computed from a binding to an editable collection of identifiable data (a still frame
    /// is never edited); several rows can be selected (the selection is kept, not drawn).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                               EditableCollectionContent<RowContent, Data>>,
            Data.Element: Identifiable, Data.Index: Hashable {
        let rows: Content = ForEach(data, editActions: editActions, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows computed from a binding to an editable collection identified by a key path (a still
    /// frame is never edited); several rows can be selected (the selection is kept, not drawn).
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
            Data.Index: Hashable {
        let rows: Content = ForEach(data, id: id, editActions: editActions, content: rowContent)

        self.init(selection: selection) { rows }
    }
}

extension List {
    /// A list of rows computed from identifiable data; at most one row can be selected (the selection is kept,
    /// not drawn).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        let rows: Content = ForEach(data, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows computed from data identified by a key path; at most one row can be selected (the
    /// selection is kept, not drawn).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        let rows: Content = ForEach(data, id: id, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows for a range of integers; at most one row can be selected (the selection is kept, not drawn).
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        let rows: Content = ForEach(data, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of a tree of identifiable data, collapsed (one row per top-level element); at most one row can be
    /// selected (the selection is kept, not drawn).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        let rows: Content = OutlineGroup(data, children: children, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of a tree of data identified by a key path, collapsed (one row per top-level element); at most
    /// one row can be selected (the selection is kept, not drawn).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        let rows: Content = OutlineGroup(data, id: id, children: children, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows computed from a binding to identifiable data; each row gets a binding to its
    /// element; at most one row can be selected (the selection is kept, not drawn).
    @_disfavoredOverload
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID,
                               RowContent>,
            Data.Element: Identifiable, Data.Index: Hashable {
        let rows: Content = ForEach(data, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows computed from a binding to data identified by a key path; each row gets a binding to
    /// its element; at most one row can be selected (the selection is kept, not drawn).
    @_disfavoredOverload
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data.Index: Hashable {
        let rows: Content = ForEach(data, id: id, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of a binding to a tree of identifiable data, collapsed; at most one row can be selected (the
    /// selection is kept, not drawn).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        let rows: Content = OutlineGroup(data, children: children, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of a binding to a tree of data identified by a key path, collapsed; at most one row can be
    /// selected (the selection is kept, not drawn).
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        let rows: Content = OutlineGroup(data, id: id, children: children, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows computed from a binding to an editable collection of identifiable data (a still frame
    /// is never edited); at most one row can be selected (the selection is kept, not drawn).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                               EditableCollectionContent<RowContent, Data>>,
            Data.Element: Identifiable, Data.Index: Hashable {
        let rows: Content = ForEach(data, editActions: editActions, content: rowContent)

        self.init(selection: selection) { rows }
    }
    /// A list of rows computed from a binding to an editable collection identified by a key path (a still
    /// frame is never edited); at most one row can be selected (the selection is kept, not drawn).
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
            Data.Index: Hashable {
        let rows: Content = ForEach(data, id: id, editActions: editActions, content: rowContent)

        self.init(selection: selection) { rows }
    }
}

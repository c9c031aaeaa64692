import Foundation

/// A container that presents rows of data arranged in a single column, drawn
/// with iOS's inset-grouped look unless `listStyle` says otherwise. A renderer
/// has no viewport, so every row is drawn.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    /// Creates a list of the given rows, without selection.
    ///
    /// - Parameter content: The list's rows and sections.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }
    /// Creates a list that supports selecting at most one row.
    ///
    /// The selection is accepted but not drawn: a render shows the rows as they are.
    ///
    /// - Parameters:
    ///   - selection: The identifier of the selected row, if any.
    ///   - content: The list's rows and sections.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Creates a list that supports selecting several rows.
    ///
    /// The selection is accepted but not drawn: a render shows the rows as they are.
    ///
    /// - Parameters:
    ///   - selection: The identifiers of the selected rows.
    ///   - content: The list's rows and sections.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { primitiveBody("List") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        GroupedListNode.make(name: "List", content: content, context: context, defaultLook: .insetGrouped)
    }
}

extension List where SelectionValue == Never {
    /// A list of rows computed from identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
    /// A list of rows computed from data identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
    /// A list of rows for a range of integers.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

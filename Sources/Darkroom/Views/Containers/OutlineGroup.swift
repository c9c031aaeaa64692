import Foundation

/// A tree of disclosure rows, as SwiftUI's `OutlineGroup`: a still frame shows it
/// collapsed, one row per top-level element (the outline's initial state).
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let rows: [Leaf]
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(rows.indices, id: \.self) { rows[$0] }
    }
}

/// The children of an expanded outline subgroup (a still frame shows outlines collapsed, so none are drawn).
nonisolated public struct OutlineSubgroupChildren: View {
    let content: AnyView
    public var body: some View { content }
}

extension OutlineGroup
where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
      Data.Element: Identifiable {
    /// Creates an outline group from the root of a tree of identifiable data: a render shows the root's row.
    ///
    /// - Parameters:
    ///   - root: The root of the tree.
    ///   - children: The key path to each element's children, `nil` for a leaf.
    ///   - content: The view of one element's row.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        rows = [content(root)]
    }
    /// Creates an outline group from a tree of identifiable data.
    ///
    /// A render shows the group collapsed: one row per top-level element; children are not shown.
    ///
    /// - Parameters:
    ///   - data: The top-level elements of the tree.
    ///   - children: The key path to each element's children, `nil` for a leaf.
    ///   - content: The view of one element's row.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        rows = data.map(content)
    }
    /// Creates an outline group from a binding to the root of a tree: a render shows the root's row.
    public init<C: MutableCollection & RandomAccessCollection, E: Identifiable>(
        _ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, E == C.Element {
        rows = [content(root)]
    }
    /// Creates an outline group from a binding to a tree's top-level elements: a render shows one row per
    /// top-level element.
    public init<C: MutableCollection & RandomAccessCollection, E: Identifiable>(
        _ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, E == C.Element {
        rows = data.map(content)
    }
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from the root of a tree identified by a key path: a render shows the root's
    /// row.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        rows = [content(root)]
    }
    /// Creates an outline group from a tree of data identified by a key path.
    ///
    /// A render shows the group collapsed: one row per top-level element; children are not shown.
    ///
    /// - Parameters:
    ///   - data: The top-level elements of the tree.
    ///   - id: The key path to each element's identifier.
    ///   - children: The key path to each element's children, `nil` for a leaf.
    ///   - content: The view of one element's row.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        rows = data.map(content)
    }
    /// Creates an outline group from a binding to the root of a tree identified by a key path: a render shows
    /// the root's row.
    public init<C: MutableCollection & RandomAccessCollection, E>(
        _ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element {
        rows = [content(root)]
    }
    /// Creates an outline group from a binding to a tree's top-level elements identified by a key path: a
    /// render shows one row per top-level element.
    public init<C: MutableCollection & RandomAccessCollection, E>(
        _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element {
        rows = data.map(content)
    }
}

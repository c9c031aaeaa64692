import Foundation

/// A tree of disclosure rows, as SwiftUI's `OutlineGroup`: a still frame shows it
/// collapsed, one row per top-level element (the outline's initial state).
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let rows: [Leaf]
    /// Creates an outline group from a tree of data identified by a key path.
    ///
    /// A render shows the group collapsed: one row per top-level element; children are not shown.
    ///
    /// - Parameters:
    ///   - data: The top-level elements of the tree.
    ///   - id: The key path to each element's identifier.
    ///   - children: The key path to each element's children, `nil` for a leaf.
    ///   - content: The view of one element's row.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = data.map(content)
    }
    public var body: some View {
        ForEach(rows.indices, id: \.self) { rows[$0] }
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an outline group from a tree of identifiable data.
    ///
    /// A render shows the group collapsed: one row per top-level element; children are not shown.
    ///
    /// - Parameters:
    ///   - data: The top-level elements of the tree.
    ///   - children: The key path to each element's children, `nil` for a leaf.
    ///   - content: The view of one element's row.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = data.map(content)
    }
}

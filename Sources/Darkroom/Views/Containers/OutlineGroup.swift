import Foundation

/// A tree of disclosure rows, as SwiftUI's `OutlineGroup`: a still frame shows it
/// collapsed, one row per top-level element (the outline's initial state).
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let rows: [Leaf]
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = data.map(content)
    }
    public var body: some View {
        ForEach(rows.indices, id: \.self) { rows[$0] }
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = data.map(content)
    }
}

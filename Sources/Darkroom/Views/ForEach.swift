import Foundation

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// `Content` is unconstrained, as in SwiftUI, so that other builders (DarkroomCharts'
/// `ChartContent`, axis marks) reuse the same `ForEach`; it is a view where its content is.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the views are made from.
    public var data: Data
    /// Makes the content for one element.
    public var content: (Data.Element) -> Content
    package let id: KeyPath<Data.Element, ID>

    /// Builds a `ForEach` of any content; the public initialisers constrain `Content`.
    package init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data; self.id = id; self.content = content
    }
}

nonisolated extension ForEach: View, MultiView where Content: View {
    /// One view per element, identified by the key path `id` (also each view's implicit tag, which `Picker` reads).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data: data, id: id, content: content)
    }
    public var body: Never { primitiveBody("ForEach") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(data.count)
        for element in data {
            let children = Resolver.children(of: content(element), context)
            // Each element's view carries its identifier as an implicit tag (Picker reads it).
            for child in children where child.ownLayoutValues[ObjectIdentifier(TagKey.self)] == nil {
                child.ownLayoutValues[ObjectIdentifier(TagKey.self)] = AnyHashable(element[keyPath: id])
            }
            nodes.append(contentsOf: children)
        }
        return nodes
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    /// One view per element of identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

import Foundation

/// A result builder that constructs views from closures, as SwiftUI's does.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(value: (repeat each content)) { context in
            var children: [LayoutNode] = []
            for view in repeat each content {
                children.append(contentsOf: Resolver.children(of: view, context))
            }
            return children
        }
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        .init(storage: .trueContent(first))
    }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        .init(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view created from a swift tuple of view values.
nonisolated public struct TupleView<T>: View, MultiView {
    public var value: T
    private let resolveChildren: (ResolveContext) -> [LayoutNode]

    init(value: T, children: @escaping (ResolveContext) -> [LayoutNode]) {
        self.value = value
        self.resolveChildren = children
    }
    public var body: Never { primitiveBody("TupleView") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] { resolveChildren(context) }
}

/// The content of an `if`/`else` or `switch` in a view builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, MultiView {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    public var body: Never { primitiveBody("_ConditionalContent") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let v): Resolver.children(of: v, context)
        case .falseContent(let v): Resolver.children(of: v, context)
        }
    }
}

extension Optional: View, MultiView where Wrapped: View {
    public var body: Never { primitiveBody("Optional") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] {
        switch self {
        case .some(let v): Resolver.children(of: v, context)
        case .none: []
        }
    }
}

/// A view that doesn't contain any content.
nonisolated public struct EmptyView: View, MultiView {
    public init() {}
    public var body: Never { primitiveBody("EmptyView") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] { [] }
}

/// A type that collects multiple instances of a content type into a single unit.
nonisolated public struct Group<Content: View>: View, MultiView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody("Group") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] { Resolver.children(of: content, context) }
}

/// A type-erased view.
nonisolated public struct AnyView: View, MultiView {
    private let resolve: (ResolveContext) -> [LayoutNode]
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any; return }
        resolve = { Resolver.children(of: view, $0) }
    }
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: Never { primitiveBody("AnyView") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] { resolve(context) }
}

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// `Content` is unconstrained, as in SwiftUI, so that other builders (DarkroomCharts'
/// `ChartContent`, axis marks) reuse the same `ForEach`; it is a view where its content is.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    package let id: KeyPath<Data.Element, ID>

    /// Builds a `ForEach` of any content; the public initialisers constrain `Content`.
    package init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data; self.id = id; self.content = content
    }
}

nonisolated extension ForEach: View, MultiView where Content: View {
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
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

import Foundation

/// A result builder that constructs views from closures, as SwiftUI's does.
@resultBuilder
public enum ViewBuilder {
    /// An empty closure: an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A closure with one view: that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A closure with several views: a `TupleView` whose children are laid out by the enclosing container.
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
    /// Each view expression of the closure, as is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if` without `else`: the view, or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else` or the first cases of a `switch`.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        .init(storage: .trueContent(first))
    }
    /// The `else` branch of an `if`/`else` or the later cases of a `switch`.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        .init(storage: .falseContent(second))
    }
    /// Content behind `if #available`, type-erased so the builder's type does not name it.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view created from a swift tuple of view values.
nonisolated public struct TupleView<T>: View, MultiView {
    /// The tuple of views.
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
    /// An empty view.
    public init() {}
    public var body: Never { primitiveBody("EmptyView") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] { [] }
}

/// A type that collects multiple instances of a content type into a single unit.
nonisolated public struct Group<Content: View>: View, MultiView {
    /// The grouped views (a preview runner splits a `PreviewProvider`'s top-level group into its children).
    package let content: Content
    /// A group of the views `content` builds; they become children of the enclosing container.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody("Group") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] { Resolver.children(of: content, context) }
}

/// A type-erased view.
nonisolated public struct AnyView: View, MultiView {
    private let resolve: (ResolveContext) -> [LayoutNode]
    /// Wraps `view`, unwrapping it first if it is already an `AnyView`.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any; return }
        resolve = { Resolver.children(of: view, $0) }
    }
    /// Wraps `view`.
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: Never { primitiveBody("AnyView") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] { resolve(context) }
}

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

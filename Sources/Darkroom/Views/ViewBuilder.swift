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

/// The content of an `if`/`else` or `switch` in a view builder (or a toolbar, table or other builder: it is
/// content of whatever kind both branches are).
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
}

extension _ConditionalContent: View, MultiView where TrueContent: View, FalseContent: View {
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

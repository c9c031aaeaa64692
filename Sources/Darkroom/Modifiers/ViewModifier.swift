import Foundation

/// A modifier that you apply to a view, producing a different version of it.
///
/// Main-actor isolated as in SwiftUI; Darkroom evaluates `body(content:)` off the
/// main actor through the same trampoline as `View.body` (`Resolver`).
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier's `body(content:)` returns.
    associatedtype Body: View
    /// The type of the view the modifier is applied to, as `body(content:)` receives it.
    typealias Content = _ViewModifier_Content<Self>
    /// Returns the modified view, built around `content`, the view the modifier is applied to.
    @ViewBuilder func body(content: Self.Content) -> Self.Body

    /// Darkroom's hook for modifiers the layout engine implements itself: engine SPI. `nil` for modifiers with a
    /// `body`. A requirement rather than a runtime cast for the reason `View._resolve` gives.
    @_spi(Engine) nonisolated static func _makeNode(
        _ modifier: Self, content: (_ResolveInputs) -> _ResolvedViews, inputs: _ResolveInputs
    ) -> _ResolvedViews?
}

// Public for the reason the defaults of `View._resolve` are: every modifier outside Darkroom conforms with it.
nonisolated extension ViewModifier {
    /// Modifiers with a `body` build no node of their own. **Unstable**: Darkroom's hook, not API; it may change
    /// in any release.
    public static func _makeNode(_ modifier: Self, content: (_ResolveInputs) -> _ResolvedViews, inputs: _ResolveInputs)
        -> _ResolvedViews?
    { nil }

    /// The node a primitive modifier builds around `content`, or `nil` when the modifier has a body.
    static func primitiveNode(_ modifier: Self, content: (ResolveContext) -> LayoutNode, context: ResolveContext)
        -> LayoutNode?
    {
        _makeNode(
            modifier, content: { _ResolvedViews(value: .node(content($0.context))) },
            inputs: _ResolveInputs(context: context))?.node
    }
}

/// The content a `ViewModifier`'s `body(content:)` receives.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, MultiView {
    let resolve: (ResolveContext) -> [LayoutNode]
    public var body: Never { primitiveBody("_ViewModifier_Content") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] { resolve(context) }
}

/// A modifier the layout engine implements directly.
nonisolated protocol PrimitiveModifier: ViewModifier {
    /// Builds the node for `content` (resolved in whatever environment the modifier chooses).
    func makeNode(content: (ResolveContext) -> LayoutNode, context: ResolveContext) -> LayoutNode
}

nonisolated extension PrimitiveModifier {
    @_spi(Engine) public static func _makeNode(
        _ modifier: Self, content: (_ResolveInputs) -> _ResolvedViews, inputs: _ResolveInputs
    ) -> _ResolvedViews? {
        _ResolvedViews(
            value: .node(
                modifier.makeNode(content: { content(_ResolveInputs(context: $0)).node }, context: inputs.context)))
    }
}


/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The value the modifier is applied to.
    public var content: Content
    /// The modifier applied to the content.
    public var modifier: Modifier
    /// Creates the content with the modifier applied to it, as `content.modifier(modifier)` does.
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View, PrimitiveView, MultiView where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody("ModifiedContent") }

    // Both a single view and, over a group, a list of views: see makeChildren.
    @_spi(Engine) public static func _resolve(_ view: Self, _ inputs: _ResolveInputs) -> _ResolvedViews {
        _ResolvedViews(value: .children(view.makeChildren(inputs.context)))
    }
    @_spi(Engine) public static var _isMultiView: Bool { true }

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        let content = self.content
        if let node = Modifier.primitiveNode(modifier, content: { Resolver.node(content, $0) }, context: context) {
            return node
        }
        let placeholder = _ViewModifier_Content<Modifier>(resolve: { Resolver.children(of: content, $0) })
        let body = Resolver.body(of: modifier, content: placeholder, context)
        return Resolver.node(body, context)
    }
}

/// SwiftUI applies a modifier on a group of views (`Group`, `ForEach`, a
/// conditional) to each of them: `Group { A; B }.padding()` is `A.padding()` and
/// `B.padding()`, and a modified empty group is nothing at all. The content is
/// resolved once, in the context the modifier gives it, and shared out.
extension ModifiedContent where Content: View, Modifier: ViewModifier {
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] {
        guard Content._isMultiView else { return [makeNode(context)] }
        let content = self.content
        var resolved: [LayoutNode]?
        func kids(_ c: ResolveContext) -> [LayoutNode] {
            if let resolved { return resolved }
            let k = Resolver.children(of: content, c)
            resolved = k
            return k
        }
        func build(_ i: Int) -> LayoutNode {
            if let node = Modifier.primitiveNode(modifier, content: { c in
                let k = kids(c)
                return i < k.count ? k[i] : EmptyNode()
            }, context: context) {
                return node
            }
            let placeholder = _ViewModifier_Content<Modifier>(resolve: { c in
                let k = kids(c)
                return i < k.count ? [k[i]] : []
            })
            let body = Resolver.body(of: modifier, content: placeholder, context)
            return Resolver.node(body, context)
        }
        let first = build(0)
        let count = resolved?.count ?? 1
        if count == 0 { return [] }
        return [first] + (1..<max(1, count)).map(build)
    }
}

nonisolated extension View {
    /// Applies a modifier to a view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that changes the environment its content is resolved in.
nonisolated public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout EnvironmentValues) -> Void
    public func body(content: Content) -> Never { primitiveBody("_EnvironmentModifier") }
    func makeNode(content: (ResolveContext) -> LayoutNode, context: ResolveContext) -> LayoutNode {
        var inner = context
        transform(&inner.environment)
        let node = content(inner)
        // Where the layout direction changes, the subtree is mirrored (Layout/LayoutDirectionMirror.swift).
        return inner.environment.layoutDirection != context.environment.layoutDirection
            ? LayoutDirectionNode(child: node) : node
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
    func transformEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        modifier(_EnvironmentModifier(transform: transform))
    }
}

/// A modifier that post-processes its content's node.
nonisolated struct _NodeModifier: ViewModifier, PrimitiveModifier {
    let build: (LayoutNode, ResolveContext) -> LayoutNode
    func body(content: Content) -> Never { primitiveBody("_NodeModifier") }
    func makeNode(content: (ResolveContext) -> LayoutNode, context: ResolveContext) -> LayoutNode {
        build(content(context), context)
    }
}

nonisolated extension View {
    func nodeModifier(_ build: @escaping (LayoutNode, ResolveContext) -> LayoutNode) -> ModifiedContent<
        Self, _NodeModifier
    > {
        modifier(_NodeModifier(build: build))
    }
    func nodeModifier(_ build: @escaping (LayoutNode) -> LayoutNode) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(build: { node, _ in build(node) }))
    }
}

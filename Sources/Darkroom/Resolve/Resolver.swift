import Foundation

/// What resolution carries down the view tree besides the view itself.
struct ResolveContext {
    var environment: EnvironmentValues
    /// The axis of the nearest enclosing stack: decides which way a `Spacer` grows.
    var stackAxis: Axis?
}

/// Turns view values into layout nodes: evaluates `body` for composite views
/// (with the environment in effect, for `@Environment`), hands primitives their
/// context, and flattens tuples, `ForEach`, `Group` and conditionals into lists.
enum Resolver {
    static func node<V: View>(_ view: V, _ context: ResolveContext) -> LayoutNode {
        // A modified group is a list of modified views (see ModifiedContent.makeChildren).
        if let primitive = view as? any PrimitiveView, !(view is any MultiView) { return primitive.makeNode(context) }
        if view is any MultiView {
            let children = Self.children(of: view, context)
            if children.count == 1 { return children[0] }
            // Several views where one is expected lay out as SwiftUI's root does: a centred VStack.
            return StackNode(axis: .vertical, alignment: HorizontalAlignment.center, spacing: nil, children: children)
        }
        return node(body(of: view, context), context)
    }

    static func children<V: View>(of view: V, _ context: ResolveContext) -> [LayoutNode] {
        if let multi = view as? any MultiView { return multi.makeChildren(context) }
        if let primitive = view as? any PrimitiveView { return [primitive.makeNode(context)] }
        return children(of: body(of: view, context), context)
    }

    /// Evaluates `body` with the environment in place for `@Environment` reads.
    static func body<V: View>(of view: V, _ context: ResolveContext) -> V.Body {
        EnvironmentValues.$current.withValue(context.environment) { view.body }
    }
}

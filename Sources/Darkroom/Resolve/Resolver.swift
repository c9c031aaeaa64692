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
        V._resolve(view, _ResolveInputs(context: context)).node
    }

    static func children<V: View>(of view: V, _ context: ResolveContext) -> [LayoutNode] {
        switch V._resolve(view, _ResolveInputs(context: context)).value {
        case .node(let node): return [node]
        case .children(let children): return children
        }
    }

    /// Evaluates `body` with the environment in place for `@Environment` reads.
    static func body<V: View>(of view: V, _ context: ResolveContext) -> V.Body {
        let evaluate = MainActorIsolation.nonisolated { (view: V) in view.body }
        return EnvironmentValues.$current.withValue(context.environment) { evaluate(view) }
    }

    /// Evaluates a modifier's `body(content:)` as `body(of:_:)` evaluates a view's.
    static func body<M: ViewModifier>(
        of modifier: M, content: M.Content, _ context: ResolveContext
    ) -> M.Body {
        let evaluate = MainActorIsolation.nonisolated { (input: (M, M.Content)) in input.0.body(content: input.1) }
        return EnvironmentValues.$current.withValue(context.environment) { evaluate((modifier, content)) }
    }
}

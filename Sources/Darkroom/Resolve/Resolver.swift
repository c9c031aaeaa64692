import Foundation

/// What resolution carries down the view tree besides the view itself.
struct ResolveContext {
    var environment: EnvironmentValues
    /// The axis of the nearest enclosing stack: decides which way a `Spacer` grows.
    var stackAxis: Axis?
    /// How many views enclose this one (each container, modifier and custom view counts).
    var depth = 0
    /// Set when some branch went deeper than `InputLimits.maxViewDepth`; the renderer then fails.
    var overflow: ResolveOverflow?
}

/// Records that resolution stopped at the depth limit, for the renderer to report.
final class ResolveOverflow {
    var exceeded = false
    /// The nesting depth at which resolution stopped.
    var depth = 0
    /// The calling thread's stack budget for resolution (StackBudget.swift).
    let stack = StackBudget()
}

/// Turns view values into layout nodes: evaluates `body` for composite views
/// (with the environment in effect, for `@Environment`), hands primitives their
/// context, and flattens tuples, `ForEach`, `Group` and conditionals into lists.
enum Resolver {
    static func node<V: View>(_ view: V, _ context: ResolveContext) -> LayoutNode {
        guard let inner = descend(context) else { return EmptyNode() }
        return V._resolve(view, _ResolveInputs(context: inner)).node
    }

    static func children<V: View>(of view: V, _ context: ResolveContext) -> [LayoutNode] {
        guard let inner = descend(context) else { return [] }
        switch V._resolve(view, _ResolveInputs(context: inner)).value {
        case .node(let node): return [node]
        case .children(let children): return children
        }
    }

    /// The context one level down, or `nil` (and the overflow recorded) past
    /// `InputLimits.maxViewDepth` or the thread's stack budget: resolution,
    /// layout and drawing recurse once per level, so the depth is bounded where it starts.
    static func descend(_ context: ResolveContext) -> ResolveContext? {
        var inner = context
        inner.depth += 1
        guard inner.depth <= InputLimits.maxViewDepth, context.overflow?.stack.hasRoom ?? true else {
            if let overflow = context.overflow, !overflow.exceeded {
                overflow.exceeded = true
                overflow.depth = context.depth
            }
            return nil
        }
        return inner
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

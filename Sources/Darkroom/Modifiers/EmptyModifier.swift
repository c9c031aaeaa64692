import Foundation

/// A modifier that changes nothing, as SwiftUI's `EmptyModifier`: the identity of modifier composition.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()
    /// A modifier that changes nothing.
    public init() {}
    /// The content, unchanged.
    public func body(content: EmptyModifier.Content) -> EmptyModifier.Content { content }
}

// Two modifiers applied one after the other are a modifier, as in SwiftUI: `first.concat(second)`.
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Never called: the composed modifiers are applied to the content directly.
    public func body(content: _ViewModifier_Content<Self>) -> Never {
        fatalError("ModifiedContent applies its modifiers directly")
    }
    @_spi(Engine) nonisolated public static func _makeNode(
        _ modifier: Self, content: (_ResolveInputs) -> _ResolvedViews, inputs: _ResolveInputs
    ) -> _ResolvedViews? {
        ModifierComposition.children(Self.self, content: content, inputs: inputs) { placeholder in
            placeholder.modifier(modifier.content).modifier(modifier.modifier)
        }
    }
}

/// Applies modifiers of a modifier's choosing to the content a primitive modifier is handed.
enum ModifierComposition {
    static func children<M: ViewModifier, V: View>(
        _ type: M.Type, content: (_ResolveInputs) -> _ResolvedViews, inputs: _ResolveInputs,
        build: (_ViewModifier_Content<M>) -> V
    ) -> _ResolvedViews {
        withoutActuallyEscaping(content) { content in
            let placeholder = _ViewModifier_Content<M>(resolve: { context in
                switch content(_ResolveInputs(context: context)).value {
                case .node(let node): [node]
                case .children(let children): children
                }
            })
            return _ResolvedViews(value: .children(Resolver.children(of: build(placeholder), inputs.context)))
        }
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

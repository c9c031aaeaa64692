import Foundation

/// A modifier that chooses the modifier it applies from the environment, as SwiftUI's `EnvironmentalModifier`.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Self.Body == Never {
    /// The type of the modifier it applies.
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> Self.ResolvedModifier
}

extension EnvironmentalModifier {
    /// Never called: the resolved modifier is applied to the content directly.
    public func body(content: Self.Content) -> Never {
        fatalError("EnvironmentalModifier applies its resolved modifier")
    }

    /// Applies the modifier `resolve(in:)` returns for the content's environment. **Unstable**, as
    /// `ViewModifier._makeNode`.
    nonisolated public static func _makeNode(
        _ modifier: Self, content: (_ResolveInputs) -> _ResolvedViews, inputs: _ResolveInputs
    ) -> _ResolvedViews? {
        // `resolve(in:)` is main-actor isolated, as `body` is: evaluated the same way (see `Resolver`).
        let environment = inputs.context.environment
        let evaluate = MainActorIsolation.nonisolated { (modifier: Self) in modifier.resolve(in: environment) }
        let resolved = EnvironmentValues.$current.withValue(environment) { evaluate(modifier) }
        return ModifierComposition.children(Self.self, content: content, inputs: inputs) { placeholder in
            placeholder.modifier(resolved)
        }
    }
}

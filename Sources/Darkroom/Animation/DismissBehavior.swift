import Foundation

/// How a dismissal happens, as SwiftUI's `DismissBehavior` (read from a transaction).
nonisolated public struct DismissBehavior: Sendable, Equatable {
    let isDestructive: Bool
    /// An ordinary dismissal.
    public static let interactive = DismissBehavior(isDestructive: false)
    /// A dismissal that discards the window's content.
    public static let destructive = DismissBehavior(isDestructive: true)
}

/// When an animation counts as finished, as SwiftUI's `AnimationCompletionCriteria`.
///
/// A still frame has no time to animate in: every animation is finished as soon as it starts, so completions run
/// at once.
nonisolated public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removesAnimation: Bool
    /// The animation reached its end value.
    public static let logicallyComplete = AnimationCompletionCriteria(removesAnimation: false)
    /// The animation stopped affecting the view.
    public static let removed = AnimationCompletionCriteria(removesAnimation: true)
}

/// Runs `body` with `animation` and then `completion`: a still frame has no time to animate in, so the changes
/// happen at once and `completion` runs after them.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

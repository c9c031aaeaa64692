import Foundation

/// A description of view changes to apply when a view is added to and removed from the hierarchy, as SwiftUI's
/// `Transition` (iOS 17).
///
/// A still frame shows a view inserted and settled, at `.identity`, where a transition leaves its content as it
/// is: a view given a transition is drawn as it is.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view the transition's body returns.
    associatedtype Body: View
    /// The view the transition is applied to, as `body(content:phase:)` receives it.
    typealias Content = PlaceholderContentView<Self>
    /// The view `content` becomes in `phase`.
    @ViewBuilder func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
    /// What the transition does, for the system to adapt it (Reduce Motion).
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition moves its content unless it says otherwise.
    public static var properties: TransitionProperties { TransitionProperties() }
}

extension Transition {
    /// The transition's body around `content` in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(erasing: content), phase: phase)
    }

    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition run with `animation`; a still frame has no animation, so the frame is the transition's.
    public func animation(_ animation: Animation?) -> some Transition { self }
}

/// Two transitions applied one inside the other.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second
    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }
}

nonisolated extension View {
    /// How the view enters and leaves; a still frame shows it inserted, at `.identity`, so it is drawn as it is.
    public func transition<T: Transition>(_ transition: T) -> some View { self }
}

import Foundation

/// A view that cycles through phases, as SwiftUI's `PhaseAnimator` (iOS 17): a
/// still frame shows the first phase (nothing, for no phases).
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let content: Content?
    /// Creates an animator that cycles through the phases continuously, building its content for each phase.
    ///
    /// A render is one still frame, so Darkroom builds the content for the first phase only and never calls
    /// `animation`; with no phases the animator draws nothing.
    public init<Phases: Sequence>(
        _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.content = phases.first(where: { _ in true }).map(content)
    }
    /// Creates an animator that cycles through the phases each time `trigger` changes, building its content for
    /// each phase.
    ///
    /// A render is one still frame, so Darkroom builds the content for the first phase only and never calls
    /// `animation`; with no phases the animator draws nothing.
    public init<Phases: Sequence, Trigger: Equatable>(_ phases: Phases, trigger: Trigger,
                                                      @ViewBuilder content: @escaping (Phase) -> Content,
                                                      animation: @escaping (Phase) -> Animation? = { _ in .default })
        where Phases.Element == Phase {
        self.content = phases.first(where: { _ in true }).map(content)
    }
    public var body: some View {
        if let content { content }
    }
}

/// The modified view, as handed to `phaseAnimator`'s content closure.
///
/// `Value` names what the placeholder stands in for: the modified view, or a `Transition` (whose body receives
/// `PlaceholderContentView<Self>`); the placeholder draws the content it was made with.
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init(value: Value) where Value: View { content = AnyView(value) }
    init<V: View>(erasing view: V) { content = AnyView(view) }
    public var body: some View { content }
}

extension View {
    /// Cycles the view through phases; a still frame shows the first phase.
    nonisolated public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        let first = phases.first(where: { _ in true })
        return Group {
            if let first { content(PlaceholderContentView(value: self), first) } else { self }
        }
    }
}

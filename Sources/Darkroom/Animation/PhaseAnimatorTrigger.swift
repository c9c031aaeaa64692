import Foundation

extension View {
    /// Cycles the view through phases each time `trigger` changes; a still frame shows the first phase, as the
    /// animator without a trigger does.
    nonisolated public func phaseAnimator<Phase: Equatable, Phases: Sequence, Trigger: Equatable, Modified: View>(
        _ phases: Phases, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        phaseAnimator(phases, content: content, animation: animation)
    }
}

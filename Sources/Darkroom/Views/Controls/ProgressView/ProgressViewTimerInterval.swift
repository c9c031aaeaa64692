import Foundation

/// The current-value label of a timer progress view: the time left (counting down) or passed (counting up),
/// as a timer shows it ("4:05"), at the moment of rendering.
nonisolated public struct DefaultDateProgressLabel: View {
    let timerInterval: ClosedRange<Date>
    let countsDown: Bool
    public var body: some View {
        let end = countsDown ? timerInterval.upperBound : timerInterval.lowerBound
        let now = min(max(Date(), timerInterval.lowerBound), timerInterval.upperBound)
        // A timer's text counts from `end` to now; clamping keeps it inside the interval.
        Text(Date(timeIntervalSinceNow: end.timeIntervalSince(now)), style: .timer)
    }
}

extension ProgressView {
    /// A bar for a time interval, filled as the interval stands at the moment of rendering: emptying as time
    /// passes when `countsDown`, filling otherwise.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let span = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
        let elapsed = span > 0 ? min(max(Date().timeIntervalSince(timerInterval.lowerBound) / span, 0), 1) : 1
        fraction = countsDown ? 1 - elapsed : elapsed
        self.label = label(); self.currentValueLabel = currentValueLabel()
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with a label, and the time left (or passed) below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(timerInterval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with the time left (or passed) below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

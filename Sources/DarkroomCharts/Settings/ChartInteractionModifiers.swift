import Foundation

// Scrolling and selection are interactive: a still frame has no gestures. Scrolling still
// decides what the first frame shows (the visible domain from the scroll position), so those
// modifiers take effect; selection bindings are accepted and never written.

nonisolated extension View {
    /// Makes the chart scrollable along `axes`; a still frame shows the initial visible domain.
    public func chartScrollableAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { _ in }
    }
    /// How much of the x domain is visible at once: a number of units, categories or seconds.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> ModifiedContent<Self, _ChartSettingModifier> {
        let length = length._plotPrimitive.continuous
        return chartSetting { $0.xScale.visibleLength = length }
    }
    /// How much of the y domain is visible at once.
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> ModifiedContent<Self, _ChartSettingModifier> {
        let length = length._plotPrimitive.continuous
        return chartSetting { $0.yScale.visibleLength = length }
    }
    /// The x value at the leading edge of the visible domain (read once: a still frame does not scroll).
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> ModifiedContent<Self, _ChartSettingModifier> {
        let start = x.wrappedValue._plotPrimitive
        return chartSetting { $0.xScale.scrollStart = start }
    }
    /// The y value at the bottom of the visible domain (read once).
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> ModifiedContent<Self, _ChartSettingModifier> {
        let start = y.wrappedValue._plotPrimitive
        return chartSetting { $0.yScale.scrollStart = start }
    }
    /// The x value the visible domain starts at.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> ModifiedContent<Self, _ChartSettingModifier> {
        let start = initialX._plotPrimitive
        return chartSetting { $0.xScale.scrollStart = start }
    }
    /// The y value the visible domain starts at.
    public func chartScrollPosition<P: Plottable>(initialY: P) -> ModifiedContent<Self, _ChartSettingModifier> {
        let start = initialY._plotPrimitive
        return chartSetting { $0.yScale.scrollStart = start }
    }
    /// How scrolling snaps after a gesture; a still frame has none, so it is accepted and inert.
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> Self { self }

    /// Binds the x value under the user's touch; inert in a still frame (never written).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> Self { self }
    /// Binds the x range the user drags across; inert in a still frame.
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> Self { self }
    /// Binds the y value under the user's touch; inert in a still frame.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> Self { self }
    /// Binds the y range the user drags across; inert in a still frame.
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> Self { self }
    /// Binds the angle value of the sector under the user's touch; inert in a still frame.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> Self { self }
    /// A gesture built with the chart's proxy; inert in a still frame.
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> Self { self }
}

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

/// A type that configures how a scrolling chart snaps; accepted and inert in a still frame.
public protocol ChartScrollTargetBehavior {}

/// Snaps scrolling to values at regular intervals; accepted and inert in a still frame.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior, Sendable {
    /// Aligns to dates matching `components`.
    public init(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    /// Aligns to multiples of `unit`.
    public init<T: Plottable & Numeric>(unit: T, majorAlignment: MajorValueAlignment<T>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
}

nonisolated extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Aligns to dates matching `components`.
    public static func valueAligned(matching components: DateComponents,
                                    majorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(matching: components, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
    /// Aligns to multiples of `unit`.
    public static func valueAligned<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic)
        -> Self {
        Self(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
}

/// How value-aligned scrolling snaps to major values on a swipe; accepted and inert.
public struct MajorValueAlignment<T>: Sendable {
    /// Snaps a page at a time.
    public static var page: MajorValueAlignment { MajorValueAlignment() }
    /// Snaps to dates matching `components`.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment where T == Date {
        MajorValueAlignment()
    }
    /// Snaps to multiples of `unit`.
    public static func unit(_ unit: T) -> MajorValueAlignment { MajorValueAlignment() }
}

/// How many marks one swipe may scroll past; accepted and inert.
public struct ValueAlignedLimitBehavior: Sendable {
    /// The system's choice.
    public static let automatic = ValueAlignedLimitBehavior()
    /// Scrolls at most one page.
    public static let always = ValueAlignedLimitBehavior()
    /// No limit.
    public static let never = ValueAlignedLimitBehavior()
}

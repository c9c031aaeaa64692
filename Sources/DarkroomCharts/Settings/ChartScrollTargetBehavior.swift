import Foundation

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

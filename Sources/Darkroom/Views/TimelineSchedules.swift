import Foundation

/// A schedule of update dates.
public protocol TimelineSchedule {}
/// Updates every `interval` seconds from a start date.
nonisolated public struct PeriodicTimelineSchedule: TimelineSchedule {
    /// A schedule from `startDate`, every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {}
}
/// Updates at the start of every minute.
nonisolated public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// The schedule.
    public init() {}
}
/// Updates as often as the display refreshes.
nonisolated public struct AnimationTimelineSchedule: TimelineSchedule {
    /// A schedule no faster than `minimumInterval` seconds, stopped while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
/// Updates at the given dates.
nonisolated public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    /// A schedule of `dates`.
    public init(_ dates: Entries) {}
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> Self {
        Self(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: Self { Self() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as the display refreshes.
    public static var animation: Self { Self() }
    /// As often as the display refreshes, no faster than `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
        Self(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

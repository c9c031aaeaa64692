import Foundation

/// A schedule of update dates, as SwiftUI's `TimelineSchedule`. A still frame shows one moment, so
/// Darkroom never walks a schedule's entries; they are complete for code that does.
public protocol TimelineSchedule {
    /// How often the system would like updates.
    typealias Mode = TimelineScheduleMode
    /// The dates of the updates.
    associatedtype Entries: Sequence where Self.Entries.Element == Date
    /// The updates from `startDate` on.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// How often the system would like a timeline's updates, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// As often as the schedule says.
    case normal
    /// Rarely (an always-on display, a widget).
    case lowFrequency
}

/// Updates every `interval` seconds from a start date.
nonisolated public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of a periodic schedule: its start, then every interval.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        /// The next update's date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
    let startDate: Date
    let interval: TimeInterval
    /// A schedule from `startDate`, every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval > 0 && interval.isFinite ? interval : 1
    }
    /// The updates from `startDate` on: the schedule's last date at or before it, then every interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let first = elapsed <= 0 ? self.startDate
            : self.startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
        return Entries(upcoming: first, interval: interval)
    }
}

/// Updates at the start of every minute.
nonisolated public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of the schedule: the start of the current minute, then every minute.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        /// The next update's date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }
    /// The schedule.
    public init() {}
    /// The updates from `startDate` on, starting with the start of its minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries {
        let t = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (t / 60).rounded(.down) * 60))
    }
}

/// Updates as often as the display refreshes.
nonisolated public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of the schedule: every `minimumInterval` (a 60 Hz frame when none), or one date
    /// while paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        let paused: Bool
        /// The next update's date.
        public mutating func next() -> Date? {
            let date = upcoming
            upcoming = paused ? nil : upcoming?.addingTimeInterval(interval)
            return date
        }
    }
    let minimumInterval: Double?
    let paused: Bool
    /// A schedule no faster than `minimumInterval` seconds, stopped while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    /// The updates from `start` on.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries {
        let interval = minimumInterval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 1.0 / 60
        return Entries(upcoming: start, interval: interval, paused: paused)
    }
}

/// Updates at the given dates.
nonisolated public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// A schedule of `dates`.
    public init(_ dates: Entries) { self.dates = dates }
    /// The schedule's dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as the display refreshes.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// As often as the display refreshes, no faster than `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

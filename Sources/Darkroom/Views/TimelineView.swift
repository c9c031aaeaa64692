import Foundation

/// A view that updates on a schedule, as SwiftUI's `TimelineView`: a still frame
/// shows its content for the moment of rendering.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given.
    public typealias Context = TimelineViewDefaultContext
    let content: (Context) -> Content
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) { self.content = content }
    public var body: some View { content(Context(date: Date(), cadence: .live)) }
}

/// What a `TimelineView`'s content is given.
nonisolated public struct TimelineViewDefaultContext {
    /// The moment shown: when the view was rendered.
    public let date: Date
    /// How often updates would come.
    public let cadence: Cadence
    /// Update rates.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// A schedule of update dates.
public protocol TimelineSchedule {}
nonisolated public struct PeriodicTimelineSchedule: TimelineSchedule {
    public init(from startDate: Date, by interval: TimeInterval) {}
}
nonisolated public struct EveryMinuteTimelineSchedule: TimelineSchedule { public init() {} }
nonisolated public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
nonisolated public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> Self {
        Self(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule { public static var everyMinute: Self { Self() } }
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: Self { Self() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
        Self(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

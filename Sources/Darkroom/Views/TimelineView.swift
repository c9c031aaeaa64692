import Foundation

/// A view that updates on a schedule, as SwiftUI's `TimelineView`: a still frame
/// shows its content for the moment of rendering.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given.
    public typealias Context = TimelineViewDefaultContext
    let content: (Context) -> Content
    /// A timeline on `schedule`; a render shows `content` once, for the moment of rendering.
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
    public enum Cadence: Comparable, Sendable {
        /// Continuous updates.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }
}

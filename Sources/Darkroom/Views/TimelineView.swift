import Foundation

/// A view that updates on a schedule, as SwiftUI's `TimelineView`: a still frame shows its content
/// once, for the moment of rendering.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content is given: the moment shown and how often updates would come.
    public struct Context: Sendable {
        /// Update rates, slowest last.
        public enum Cadence: Comparable, Hashable, Sendable {
            /// Continuous updates.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }
        /// The moment shown: when the view was rendered.
        public let date: Date
        /// How often updates would come (live: a render is not throttled).
        public let cadence: TimelineView<Schedule, Content>.Context.Cadence
        /// Asks for the content to be redrawn; a still frame is drawn once, so there is nothing to redo.
        public func invalidateTimelineContent() {}
    }

    let content: (Date) -> Content
}

/// The context a `TimelineView`'s content closure is usually given, as SwiftUI's
/// `TimelineViewDefaultContext`.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// A timeline on `schedule`; a render shows `content` once, for the moment of rendering.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.content = { content(TimelineViewDefaultContext(date: $0, cadence: .live)) }
    }
    /// A timeline on `schedule` whose content is given this timeline's own context type.
    @_disfavoredOverload
    public init(_ schedule: Schedule,
                @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content) {
        self.content = { content(Context(date: $0, cadence: .live)) }
    }

    /// The content for the moment of rendering.
    public var body: some View { content(Date()) }
}

import Foundation

/// The touches, pencil and pointer events a `SpatialEventGesture` reports, as SwiftUI's
/// `SpatialEventCollection`. A still frame delivers no events, so every collection a render could
/// hand out is empty; the type is complete so that handlers written for it compile.
public struct SpatialEventCollection: Collection, Sendable {
    /// One spatial event: a touch, a pencil stroke or a pointer, at one moment.
    public struct Event: Identifiable, Equatable, Sendable {
        /// An event's identity, the same for every moment of one touch.
        public struct ID: Hashable, Sendable {
            let value: Int
        }
        /// What produced an event.
        public enum Kind: Hashable, Sendable {
            /// A finger.
            case touch
            /// Apple Pencil.
            case pencil
            /// A pointer (trackpad or mouse).
            case pointer
        }
        /// Where in its life an event is.
        public enum Phase: Hashable, Sendable {
            /// The event is under way.
            case active
            /// The event ended normally.
            case ended
            /// The system cancelled the event.
            case cancelled
        }
        /// How a pencil is held.
        public struct InputDevicePose: Equatable, Sendable {
            /// The pencil's angle from the screen.
            public var altitude: Angle
            /// The pencil's direction on the screen.
            public var azimuth: Angle
        }
        /// The event's identity.
        public var id: SpatialEventCollection.Event.ID
        /// When the event happened.
        public var timestamp: TimeInterval
        /// What produced the event.
        public var kind: SpatialEventCollection.Event.Kind
        /// Where the event happened, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where in its life the event is.
        public var phase: SpatialEventCollection.Event.Phase
        /// The modifier keys held.
        public var modifierKeys: EventModifiers
        /// How the pencil is held, for pencil events.
        public var inputDevicePose: SpatialEventCollection.Event.InputDevicePose?
    }

    /// Walks a collection's events in order.
    public struct Iterator: IteratorProtocol, Sendable {
        var rest: ArraySlice<Event>
        /// The next event, or nil after the last.
        public mutating func next() -> SpatialEventCollection.Event? { rest.popFirst() }
    }

    /// A position in a collection.
    public struct Index: Comparable, Sendable {
        let offset: Int
        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: SpatialEventCollection.Index, rhs: SpatialEventCollection.Index) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    let events: [Event]
    init(_ events: [Event] = []) { self.events = events }

    /// The event with identity `index`, if the collection holds it.
    public subscript(index: SpatialEventCollection.Event.ID) -> SpatialEventCollection.Event? {
        events.first { $0.id == index }
    }
    /// An iterator over the events.
    public func makeIterator() -> SpatialEventCollection.Iterator { Iterator(rest: events[...]) }
    /// The first event's position.
    public var startIndex: SpatialEventCollection.Index { Index(offset: 0) }
    /// The position after the last event.
    public var endIndex: SpatialEventCollection.Index { Index(offset: events.count) }
    /// The event at `position`.
    public subscript(position: SpatialEventCollection.Index) -> SpatialEventCollection.Event {
        events[position.offset]
    }
    /// The position after `i`.
    public func index(after i: SpatialEventCollection.Index) -> SpatialEventCollection.Index {
        Index(offset: i.offset + 1)
    }
}

import Foundation

/// A geometric value of a view, as SwiftUI's `Anchor` (its source is all a popover needs).
nonisolated public struct Anchor<Value> {
    /// Where an anchor's value is taken from.
    nonisolated public struct Source: Sendable {
        let kind: Int
        /// The view's bounds.
        public static var bounds: Source { Source(kind: 0) }
    }
}

import Foundation

/// A key press's outcome, as SwiftUI's `KeyPress`.
nonisolated public struct KeyPress: Sendable {
    /// Whether a key-press handler used the press.
    public enum Result: Sendable {
        /// The handler used the press.
        case handled
        /// The press goes on to other handlers.
        case ignored
    }
}

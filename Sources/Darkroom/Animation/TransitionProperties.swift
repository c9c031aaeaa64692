import Foundation

/// What a transition does, as SwiftUI's `TransitionProperties`: whether it moves its content (the system swaps a
/// moving transition for a fade when Reduce Motion is on; a still frame shows neither).
nonisolated public struct TransitionProperties: Sendable {
    /// Whether the transition moves its content.
    public var hasMotion: Bool
    /// Properties of a transition that moves its content, or not.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

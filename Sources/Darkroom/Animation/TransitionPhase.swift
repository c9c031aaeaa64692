import Foundation

/// Where a view is in its transition, as SwiftUI's `TransitionPhase` (iOS 17).
///
/// A still frame shows a view inserted and settled: `.identity`.
nonisolated public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted.
    case willAppear
    /// The view is in the hierarchy, as a still frame shows it.
    case identity
    /// The view has been removed.
    case didDisappear

    /// Whether the phase is `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// -1 before insertion, 0 at identity, 1 after removal: what a transition scales its effect by.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

import Foundation

/// Haptic and audio feedback kinds, as SwiftUI's `SensoryFeedback`.
nonisolated public struct SensoryFeedback: Sendable, Hashable {
    let kind: Int
    /// A task succeeded.
    public static let success = SensoryFeedback(kind: 0)
    /// A warning.
    public static let warning = SensoryFeedback(kind: 1)
    /// An error.
    public static let error = SensoryFeedback(kind: 2)
    /// A selection changed.
    public static let selection = SensoryFeedback(kind: 3)
    /// A value went up.
    public static let increase = SensoryFeedback(kind: 4)
    /// A value went down.
    public static let decrease = SensoryFeedback(kind: 5)
    /// An activity started.
    public static let start = SensoryFeedback(kind: 6)
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: 7)
    /// A physical impact.
    public static let impact = SensoryFeedback(kind: 8)
    /// A physical impact of `weight` and `intensity`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// Impact weights.
    public enum Weight: Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
    }
}

extension View {
    /// Haptic or audio feedback on a change (no device here).
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
}

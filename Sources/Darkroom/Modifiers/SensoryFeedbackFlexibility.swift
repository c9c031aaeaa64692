import Foundation

// The feedback kinds and impact flexibilities of iOS 17 beside `SensoryFeedback`'s; a render has no device to
// play them on, so they only describe the feedback.
extension SensoryFeedback {
    /// Something was aligned (a guide snapped).
    public static let alignment = SensoryFeedback(kind: 9)
    /// A value crossed a discrete level.
    public static let levelChange = SensoryFeedback(kind: 10)
    /// A physical impact between objects of `flexibility`, at `intensity`.
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1) -> SensoryFeedback {
        .impact
    }

    /// How flexible the objects of an impact are.
    nonisolated public struct Flexibility: Equatable, Sendable {
        let name: String
        /// Hard, inflexible objects.
        public static let rigid = Flexibility(name: "rigid")
        /// Objects of some flexibility.
        public static let solid = Flexibility(name: "solid")
        /// Soft, very flexible objects.
        public static let soft = Flexibility(name: "soft")
    }
}

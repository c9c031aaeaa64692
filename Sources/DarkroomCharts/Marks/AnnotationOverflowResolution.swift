import Foundation

/// What an annotation does when it would leave the chart (accepted; a still frame keeps it where placed).
public struct AnnotationOverflowResolution: Sendable {
    /// How an overflowing annotation is resolved.
    public struct Strategy: Sendable {
        /// The system's choice.
        public static let automatic = Strategy()
        /// Moves the annotation to fit.
        public static let fit = Strategy()
        /// Moves the annotation to fit.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
        /// Pads the scale to make room.
        public static let padScale = Strategy()
        /// Leaves the annotation where placed.
        public static let disabled = Strategy()
    }
    /// What an annotation must stay inside.
    public struct Boundary: Sendable {
        /// The system's choice.
        public static let automatic = Boundary()
        /// The plot area.
        public static let plot = Boundary()
        /// The whole chart.
        public static let chart = Boundary()
    }
    /// The system's choice (a still frame keeps annotations where placed).
    public static let automatic = AnnotationOverflowResolution()
    /// Strategies for each dimension.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    init() {}
}

import Foundation

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17).
nonisolated public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The scale factor since the gesture began.
        public var magnification: CGFloat
        /// Scale change per second.
        public var velocity: CGFloat
        /// The pinch's starting point, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// The pinch's starting point, in the view's coordinates.
        public var startLocation: CGPoint
    }
    /// The scale change needed before the gesture begins.
    public var minimumScaleDelta: CGFloat
    /// A pinch; it never fires in a render.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

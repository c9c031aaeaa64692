import Foundation

/// A drag, as SwiftUI's `DragGesture`.
nonisolated public struct DragGesture: Gesture {
    /// Where the drag is: for code that reads a value in its callbacks (never called here).
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// Where the finger is now, in the gesture's `coordinateSpace`.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// `location` minus `startLocation`.
        public var translation: CGSize
        /// Points per second.
        public var velocity: CGSize
        /// Where the drag would end if the finger lifted now, given its velocity.
        public var predictedEndLocation: CGPoint
        /// The translation at the predicted end.
        public var predictedEndTranslation: CGSize
    }
    /// Points the finger must move before the drag begins.
    public var minimumDistance: CGFloat
    /// The space locations are reported in.
    public var coordinateSpace: CoordinateSpace
    /// A drag starting after `minimumDistance` points; it never fires in a render.
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
    }
    /// A drag starting after `minimumDistance` points, reporting in `coordinateSpace`; it never fires in a render.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

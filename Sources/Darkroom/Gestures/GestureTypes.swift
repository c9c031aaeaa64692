import Foundation

/// A tap, as SwiftUI's `TapGesture`.
nonisolated public struct TapGesture: Gesture {
    public typealias Value = Void
    /// How many taps end the gesture.
    public var count: Int
    /// A gesture of `count` taps; it never fires in a render.
    public init(count: Int = 1) { self.count = count }
}

/// A tap reporting where it landed, as SwiftUI's `SpatialTapGesture`.
nonisolated public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// How many taps end the gesture.
    public var count: Int
    /// A gesture of `count` taps reporting locations in `coordinateSpace`; it never fires in a render.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

/// A press held for a time, as SwiftUI's `LongPressGesture`.
nonisolated public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// Points the finger may move before the press fails.
    public var maximumDistance: CGFloat
    /// A press of at least `minimumDuration` seconds; it never fires in a render.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }
}

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
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
    }
}

/// A pinch, as SwiftUI's `MagnificationGesture` (the value is the scale factor).
nonisolated public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    /// The scale change needed before the gesture begins.
    public var minimumScaleDelta: CGFloat
    /// A pinch; it never fires in a render.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

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
    /// A pinch; it never fires in a render.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A two-finger rotation, as SwiftUI's `RotationGesture`.
nonisolated public struct RotationGesture: Gesture {
    public typealias Value = Angle
    /// The rotation needed before the gesture begins.
    public var minimumAngleDelta: Angle
    /// A rotation; it never fires in a render.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture` (iOS 17).
nonisolated public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The rotation since the gesture began.
        public var rotation: Angle
        /// Rotation per second.
        public var velocity: Angle
        /// The gesture's starting point, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// The gesture's starting point, in the view's coordinates.
        public var startLocation: CGPoint
    }
    /// A rotation; it never fires in a render.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

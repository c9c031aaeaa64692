import Foundation

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

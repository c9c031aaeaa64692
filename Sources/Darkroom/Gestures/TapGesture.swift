import Foundation

/// A tap, as SwiftUI's `TapGesture`.
nonisolated public struct TapGesture: Gesture {
    public typealias Value = Void
    /// How many taps end the gesture.
    public var count: Int
    /// A gesture of `count` taps; it never fires in a render.
    public init(count: Int = 1) { self.count = count }
}

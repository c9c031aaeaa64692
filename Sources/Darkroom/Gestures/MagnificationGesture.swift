import Foundation

/// A pinch, as SwiftUI's `MagnificationGesture` (the value is the scale factor).
nonisolated public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    /// The scale change needed before the gesture begins.
    public var minimumScaleDelta: CGFloat
    /// A pinch; it never fires in a render.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

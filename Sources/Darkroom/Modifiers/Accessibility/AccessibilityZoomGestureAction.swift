import Foundation

/// A zoom gesture VoiceOver performs, as SwiftUI's `AccessibilityZoomGestureAction`: what an
/// `accessibilityZoomAction` handler is given. Handlers never run in a still frame.
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way the zoom goes.
    public enum Direction: Hashable, Sendable {
        /// Zoom in.
        case zoomIn
        /// Zoom out.
        case zoomOut
    }
    /// Which way the zoom goes.
    public let direction: AccessibilityZoomGestureAction.Direction
    /// Where the zoom is centred, as a unit point of the element.
    public let location: UnitPoint
    /// Where the zoom is centred, in the element's coordinates.
    public let point: CGPoint
}

import Foundation

/// The size a preview is shown at.
nonisolated public enum PreviewLayout: Sendable {
    /// The preview is centred in a container the size of the device.
    case device
    /// The container is sized to fit the preview.
    case sizeThatFits
    /// The preview is centred in a container of a fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

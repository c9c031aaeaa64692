import Foundation

/// A drop shadow of a group: blurred silhouette drawn under it.
@_spi(Engine) public struct Shadow: Sendable, Hashable {
    /// The colour of the shadow, alpha included.
    public var color: RGBA
    /// Gaussian blur radius in points (SwiftUI's `radius`).
    public var radius: CGFloat
    /// How far the shadow is moved from the group, in points (positive height moves it down).
    public var offset: CGSize

    /// Radii are sanitised here, where every shadow is made: NaN and negative radii
    /// draw a sharp shadow, huge ones saturate (`InputLimits.maxBlurRadius`).
    init(color: RGBA, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius.sanitizedRadius
        self.offset = CGSize(width: offset.width.finite(), height: offset.height.finite())
    }
}

extension CGFloat {
    /// A blur or shadow radius: NaN and negative become 0, huge values `InputLimits.maxBlurRadius`.
    package var sanitizedRadius: CGFloat { clamped(to: 0...CGFloat(InputLimits.maxBlurRadius)) }
}

import Foundation

/// A drop shadow of a group: blurred silhouette drawn under it.
public struct Shadow: Sendable, Hashable {
    public var color: RGBA
    /// Gaussian blur radius in points (SwiftUI's `radius`).
    public var radius: CGFloat
    public var offset: CGSize
}

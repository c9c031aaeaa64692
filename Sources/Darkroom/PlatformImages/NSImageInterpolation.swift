import Foundation

/// How AppKit interpolates scaled images, as `NSImageInterpolation`.
public enum NSImageInterpolation: UInt, Sendable {
    /// The context's default.
    case `default` = 0
    /// No interpolation.
    case none = 1
    /// Low quality.
    case low = 2
    /// Medium quality.
    case medium = 4
    /// High quality.
    case high = 3
}

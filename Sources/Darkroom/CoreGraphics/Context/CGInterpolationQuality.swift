import Foundation

/// Image sampling quality for `CGContext.draw(_:in:)`.
public enum CGInterpolationQuality: Int32, Sendable, Hashable {
    /// The context's default: high.
    case `default` = 0
    /// Nearest neighbour.
    case none = 1
    /// cairo's fast filter.
    case low = 2
    /// cairo's best filter.
    case high = 3
    /// cairo's good filter.
    case medium = 4

    package var imageInterpolation: ImageInterpolation {
        switch self {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high, .default: .high
        }
    }
}

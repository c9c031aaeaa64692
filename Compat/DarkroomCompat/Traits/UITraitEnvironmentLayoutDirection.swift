#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// The direction content flows, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

extension LayoutDirection {
    /// The SwiftUI direction of a UIKit one, `nil` for `.unspecified` (as SwiftUI's `LayoutDirection.init(_:)`).
    public init?(_ direction: UITraitEnvironmentLayoutDirection) {
        switch direction {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        case .unspecified: return nil
        }
    }
}
#endif

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

/// A size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = 0
    /// A constrained dimension (a phone's width in portrait).
    case compact = 1
    /// An ample dimension.
    case regular = 2
}

extension UserInterfaceSizeClass {
    /// The SwiftUI size class of a UIKit one, `nil` for `.unspecified` (as SwiftUI's initialiser).
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        switch uiUserInterfaceSizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case .unspecified: return nil
        }
    }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// iPhone.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
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

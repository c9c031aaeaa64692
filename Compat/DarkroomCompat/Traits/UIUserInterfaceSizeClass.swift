#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

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
#endif

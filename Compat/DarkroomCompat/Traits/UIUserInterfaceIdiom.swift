#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

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
#endif

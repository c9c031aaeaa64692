#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// The style of the status bar, as UIKit's `UIStatusBarStyle`. A rendered frame has no status bar;
/// a controller's preference is kept and never drawn.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, by the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden, as UIKit's `UIStatusBarAnimation`
/// (kept; a rendered frame has no status bar).
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// Fading.
    case fade = 1
    /// Sliding.
    case slide = 2
}
#endif

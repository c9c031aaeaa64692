#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// The traits a view is drawn with, as UIKit's `UITraitCollection`: the
/// appearance and the display scale (the two that change a snapshot's pixels).
public final class UITraitCollection: @unchecked Sendable {
    /// Light, dark or unspecified.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; `UIScreen.main.scale` unless given.
    public let displayScale: CGFloat

    init(userInterfaceStyle: UIUserInterfaceStyle, displayScale: CGFloat) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }
    /// A collection with only the appearance set; the display scale is the screen's.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, displayScale: UIScreen.main.scale)
    }
    /// A collection with only the display scale set.
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
    }

    /// The traits in effect: there is no app, so the screen's scale and an unspecified (light) style.
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: .unspecified, displayScale: UIScreen.main.scale)
    }
}
#endif

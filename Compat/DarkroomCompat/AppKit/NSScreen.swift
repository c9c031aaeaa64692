#if !(canImport(AppKit) && canImport(SwiftUI))
import Foundation

/// The display a window is on, as AppKit's `NSScreen`. Linux has none: its backing scale is
/// `UIScreen.main.scale` (2 by default, or `DARKROOM_SCREEN_SCALE`), its frame 1440 × 900 points.
public final class NSScreen: @unchecked Sendable {
    /// Pixels per point of windows on this screen.
    public var backingScaleFactor: CGFloat { UIScreen.main.scale }
    /// The screen's rectangle in points.
    public let frame = NSRect(x: 0, y: 0, width: 1440, height: 900)
    /// The part not covered by the menu bar and Dock: the whole screen here.
    public var visibleFrame: NSRect { frame }

    init() {}

    /// The screen with the key window: the one screen.
    public static let main: NSScreen? = NSScreen()
    /// Every screen: the one screen.
    public static var screens: [NSScreen] { main.map { [$0] } ?? [] }
    /// The screen with the menu bar: the one screen.
    public static var deepest: NSScreen? { main }
}
#endif

#if !(canImport(AppKit) && canImport(SwiftUI))
import Foundation

/// An off-screen window, as AppKit's `NSWindow`: a content view the size of its content
/// rectangle, at the screen's backing scale. Nothing is shown; the window holds views so that
/// `cacheDisplay(in:to:)` and `dataWithPDF(inside:)` draw them as AppKit would.
open class NSWindow {
    /// Window styles, as `NSWindow.StyleMask`: kept, and a borderless window has no title bar here
    /// (nor does any other: an off-screen window has no frame drawn).
    public struct StyleMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No title bar or border.
        public static let borderless: StyleMask = []
        /// A title bar.
        public static let titled = StyleMask(rawValue: 1 << 0)
        /// A close button.
        public static let closable = StyleMask(rawValue: 1 << 1)
        /// A minimise button.
        public static let miniaturizable = StyleMask(rawValue: 1 << 2)
        /// A resizable frame.
        public static let resizable = StyleMask(rawValue: 1 << 3)
        /// Content under the title bar.
        public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
    }
    /// How a window buffers its drawing, as `NSWindow.BackingStoreType` (kept).
    public enum BackingStoreType: UInt, Sendable {
        /// Retained (deprecated in AppKit).
        case retained = 0
        /// Non-retained (deprecated in AppKit).
        case nonretained = 1
        /// Buffered, the only kind AppKit still uses.
        case buffered = 2
    }

    /// The window's style.
    public var styleMask: StyleMask
    /// The window's rectangle on the screen.
    public private(set) var frame: NSRect
    /// The window's title (kept).
    public var title = ""
    /// The appearance forced on the window's views; `nil` is light.
    public var appearance: NSAppearance? { didSet { contentView?.needsDisplay = true } }
    /// The colour behind the content view (drawn by `contentView`'s cached bitmaps only when set).
    public var backgroundColor: NSColor!
    /// Whether the window is opaque (kept).
    public var isOpaque = true
    /// Whether the window draws a shadow (kept: none is drawn).
    public var hasShadow = true
    /// Whether closing releases the window (kept).
    public var isReleasedWhenClosed = true
    /// Whether the window is on screen: after `orderFront(_:)` or `makeKeyAndOrderFront(_:)`.
    public private(set) var isVisible = false
    /// The screen whose scale the window uses.
    public var screen: NSScreen? { NSScreen.main }

    /// The view filling the window's content rectangle; setting it sizes it to the window.
    public var contentView: NSView? {
        didSet {
            oldValue?.window = nil
            guard let view = contentView else { return }
            view.removeFromSuperview()
            view.frame = NSRect(origin: .zero, size: frame.size)
            view.setWindow(self)
        }
    }
    /// The controller whose view is the content view.
    public var contentViewController: NSViewController? {
        didSet { contentView = contentViewController?.view }
    }

    /// A window whose content rectangle is `contentRect`; the style, backing and deferral are kept.
    public init(contentRect: NSRect, styleMask style: NSWindow.StyleMask, backing backingStoreType: BackingStoreType,
                defer flag: Bool) {
        styleMask = style
        frame = NSView.sanitized(contentRect)
        contentView = NSView(frame: NSRect(origin: .zero, size: frame.size))
        contentView?.setWindow(self)
    }
    /// A window whose content is `contentViewController`'s view, sized to it.
    public convenience init(contentViewController: NSViewController) {
        let view = contentViewController.view
        self.init(contentRect: NSRect(origin: .zero, size: view.frame.size), styleMask: [.titled],
                  backing: .buffered, defer: false)
        self.contentViewController = contentViewController
    }

    /// Pixels per point of the window's backing store: the screen's.
    public var backingScaleFactor: CGFloat { screen?.backingScaleFactor ?? UIScreen.main.scale }

    /// Resizes the window so its content rectangle is `size`, and the content view with it.
    public func setContentSize(_ size: NSSize) {
        frame.size = size
        contentView?.frame = NSRect(origin: .zero, size: size)
    }
    /// Moves and resizes the window; the content view follows.
    public func setFrame(_ frameRect: NSRect, display flag: Bool) {
        frame = NSView.sanitized(frameRect)
        contentView?.frame = NSRect(origin: .zero, size: frame.size)
    }
    /// Moves the window (nothing is shown, so nothing else changes).
    public func setFrameOrigin(_ point: NSPoint) { frame.origin = point }
    /// The content rectangle in window coordinates.
    public var contentLayoutRect: NSRect { NSRect(origin: .zero, size: frame.size) }
    /// Centres the window on the screen.
    public func center() {
        guard let s = screen?.frame else { return }
        frame.origin = NSPoint(x: (s.width - frame.width) / 2, y: (s.height - frame.height) / 2)
    }

    /// Shows the window (it stays off-screen).
    public func orderFront(_ sender: Any?) { isVisible = true }
    /// Shows the window and makes it key (it stays off-screen).
    public func makeKeyAndOrderFront(_ sender: Any?) { isVisible = true }
    /// Brings the window forward regardless of the app's state (it stays off-screen).
    public func orderFrontRegardless() { isVisible = true }
    /// Hides the window.
    public func orderOut(_ sender: Any?) { isVisible = false }
    /// Closes the window.
    public func close() { isVisible = false }
    /// Draws the window now: pixels are made when asked for, so nothing is pending.
    public func display() {}
    /// Draws the window if needed: pixels are made when asked for.
    public func displayIfNeeded() {}
    /// Lays the window out now: nothing is pending.
    public func layoutIfNeeded() {}

    /// A rectangle in points converted to the backing store's pixels.
    public func convertToBacking(_ rect: NSRect) -> NSRect {
        rect.applying(.init(scaleX: backingScaleFactor, y: backingScaleFactor))
    }
    /// A rectangle in backing pixels converted to points.
    public func convertFromBacking(_ rect: NSRect) -> NSRect {
        rect.applying(.init(scaleX: 1 / backingScaleFactor, y: 1 / backingScaleFactor))
    }
}

extension NSView {
    /// Places the view and its subviews in `window`.
    func setWindow(_ window: NSWindow?) {
        self.window = window
        for sub in subviews { sub.setWindow(window) }
    }
}
#endif

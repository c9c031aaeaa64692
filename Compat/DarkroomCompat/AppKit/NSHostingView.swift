#if !(canImport(AppKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// An AppKit view that hosts a SwiftUI view, as SwiftUI's `NSHostingView`: the content is
/// proposed the view's bounds size and centred in it, with the colour scheme of the view's
/// effective appearance and the window's backing scale.
///
/// The view is flipped, as SwiftUI's is. Subclasses override `safeAreaInsets` as recipes do;
/// the insets (zero unless overridden) are taken out of the area the content is proposed.
/// `fittingSize` and `intrinsicContentSize` are the content's ideal size.
open class NSHostingView<Content: View>: NSView {
    /// The root view. Changing it redraws the hosting view.
    public var rootView: Content { didSet { needsDisplay = true } }
    /// Which sizes the view reports to Auto Layout (kept: nothing is laid out by constraints here).
    public var sizingOptions: NSHostingSizingOptions = .standardBounds

    /// A hosting view of `rootView`, zero-sized until its frame is set (as in AppKit).
    public required init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
    }
    /// A hosting view decoded from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    open override var isFlipped: Bool { true }

    /// The content's ideal size (proposal `.unspecified`).
    open override var intrinsicContentSize: NSSize {
        sizeThatFits(ProposedViewSize(width: nil, height: nil))
    }
    /// The content's ideal size, as AppKit's hosting view reports it to Auto Layout.
    open override var fittingSize: NSSize { intrinsicContentSize }

    /// The content's size for a proposal (`nil` dimensions ask for the ideal size).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var options = RenderOptions(proposedSize: proposal, scale: backingScale)
        options.environment = contentEnvironment
        return (try? ViewRenderer(options: options).layout(rootView).frame.size) ?? .zero
    }

    var backingScale: CGFloat { window?.backingScaleFactor ?? UIScreen.main.scale }

    var contentEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = effectiveColorScheme
        if effectiveAppearance.isHighContrast { environment.colorSchemeContrast = .increased }
        return environment
    }

    /// The content laid out in the view's bounds (frames in the view's coordinates).
    package func layoutContent() throws -> PlacedView {
        try ViewRenderer(options: options(for: contentRect.size)).layout(rootView)
    }

    /// Where the content sits: the bounds less the safe-area insets (top-down).
    var contentRect: CGRect {
        let i = safeAreaInsets
        return CGRect(x: bounds.minX + i.left, y: bounds.minY + i.top,
                      width: max(0, bounds.width - i.left - i.right), height: max(0, bounds.height - i.top - i.bottom))
    }

    func options(for size: CGSize) -> RenderOptions {
        var options = RenderOptions(scale: backingScale, environment: contentEnvironment)
        options.canvasSize = size
        return options
    }

    override func contentItems() -> [DisplayItem] {
        let rect = contentRect
        guard rect.width > 0, rect.height > 0,
              let items = try? ViewRenderer(options: options(for: rect.size)).displayList(rootView).items else {
            return []
        }
        guard rect.origin != .zero else { return items }
        return [.group(DisplayGroup(transform: CGAffineTransform(translationX: rect.minX, y: rect.minY), items: items))]
    }
}

/// Which sizes a hosting view reports to Auto Layout, as `NSHostingSizingOptions` (kept).
public struct NSHostingSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The content's minimum size.
    public static let minSize = NSHostingSizingOptions(rawValue: 1)
    /// The content's ideal size as the intrinsic size.
    public static let intrinsicContentSize = NSHostingSizingOptions(rawValue: 2)
    /// The content's maximum size.
    public static let maxSize = NSHostingSizingOptions(rawValue: 4)
    /// The content's ideal size as the preferred content size.
    public static let preferredContentSize = NSHostingSizingOptions(rawValue: 8)
    /// Minimum, intrinsic and maximum sizes.
    public static let standardBounds: NSHostingSizingOptions = [.minSize, .intrinsicContentSize, .maxSize]
}

/// A view controller that hosts a SwiftUI view, as SwiftUI's `NSHostingController`: its view is
/// an `NSHostingView` of `rootView`, sized to the content's ideal size until a frame is set.
open class NSHostingController<Content: View>: NSViewController {
    /// The root view. Changing it redraws the hosting view.
    public var rootView: Content {
        didSet { if isViewLoaded { hostingView?.rootView = rootView } }
    }
    /// Which sizes the hosting view reports (kept).
    public var sizingOptions: NSHostingSizingOptions = .standardBounds

    /// A controller whose view draws `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    /// A controller decoded from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        let view = NSHostingView(rootView: rootView)
        view.setFrameSize(view.fittingSize)
        self.view = view
    }

    var hostingView: NSHostingView<Content>? { view as? NSHostingView<Content> }

    /// The content's size for a proposal (as SwiftUI's `sizeThatFits(in:)`): each finite
    /// dimension is proposed; an infinite one asks for the ideal size.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func dim(_ v: CGFloat) -> CGFloat? { v.isFinite ? max(0, v) : nil }
        return hostingView?.sizeThatFits(ProposedViewSize(width: dim(size.width), height: dim(size.height))) ?? .zero
    }
}
#endif

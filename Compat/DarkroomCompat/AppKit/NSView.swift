#if !(canImport(AppKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// A rectangle of an off-screen window, as AppKit's `NSView`: a frame in its superview, bounds,
/// subviews, an appearance and an optional layer.
///
/// As in AppKit, a view's y axis points up unless `isFlipped` (a hosting view is flipped), and
/// frames of subviews are in their superview's coordinates. Views carry no safe-area insets
/// (`safeAreaInsets` is zero unless a subclass overrides it) and no background: what nothing
/// draws stays transparent in a cached bitmap.
open class NSView {
    /// The view's rectangle in its superview's coordinates. Setting it resizes `bounds`.
    open var frame: NSRect {
        didSet { frame = Self.sanitized(frame); bounds.size = frame.size; needsDisplay = true }
    }
    /// The view's own coordinate space: origin (0, 0) unless changed, size of `frame`.
    open var bounds: NSRect {
        didSet {
            bounds = Self.sanitized(bounds)
            if frame.size != bounds.size { frame.size = bounds.size }
            needsDisplay = true
        }
    }
    /// A hidden view and its subviews are not drawn.
    open var isHidden = false
    /// Opacity of the view and its subviews as a unit.
    open var alphaValue: CGFloat = 1
    /// The view's children, back to front.
    public private(set) var subviews: [NSView] = []
    /// The view this one was added to, if any.
    public private(set) weak var superview: NSView?
    /// The window whose content view holds this view, if any.
    public internal(set) weak var window: NSWindow?
    /// Whether the view draws through a layer; setting it makes `layer`.
    open var wantsLayer = false { didSet { if wantsLayer && layer == nil { layer = CALayer(owner: self) } } }
    /// The view's layer, once `wantsLayer` is set (AppKit's views are not layer-backed by default).
    open var layer: CALayer?
    /// The appearance forced on this view and its subviews; `nil` inherits (light by default).
    open var appearance: NSAppearance?
    /// Whether the view must be drawn again; views here draw when asked for pixels.
    open var needsDisplay = false
    /// Whether the view must lay out again; views here lay out when drawn.
    open var needsLayout = false
    /// Kept for source compatibility: no constraints are solved here.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Kept for source compatibility: superviews do not resize their subviews here.
    open var autoresizingMask: NSView.AutoresizingMask = []
    /// The view's layer redraw policy (kept; a snapshot draws the current state).
    open var layerContentsRedrawPolicy: LayerContentsRedrawPolicy = .duringViewResize
    /// Where old layer contents sit during a resize (kept; nothing resizes in a still frame).
    open var layerContentsPlacement: LayerContentsPlacement = .scaleAxesIndependently
    /// Whether subviews draw into this view's layer (kept; the hierarchy draws into one bitmap anyway).
    open var canDrawSubviewsIntoLayer = false
    /// Whether the view updates its layer directly instead of drawing (`false`: it draws with `draw(_:)`).
    open var wantsUpdateLayer: Bool { false }

    /// How a view resizes with its superview, as `NSView.AutoresizingMask` (kept, not applied).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The width follows the superview's.
        public static let width = AutoresizingMask(rawValue: 2)
        /// The height follows the superview's.
        public static let height = AutoresizingMask(rawValue: 16)
    }

    /// A view at `frameRect` in its superview's coordinates; a frame that is not finite becomes zero.
    public init(frame frameRect: NSRect) {
        let f = Self.sanitized(frameRect)
        frame = f
        bounds = CGRect(origin: .zero, size: f.size)
    }
    /// A view decoded from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    /// Whether the view's y axis points down; `false`, as in AppKit.
    open var isFlipped: Bool { false }
    /// Whether the view fills its bounds with opaque pixels; `false`, as in AppKit.
    open var isOpaque: Bool { false }
    /// Insets of the area not covered by the title bar or toolbar: zero for a borderless
    /// off-screen window. Subclasses (a hosting view that must ignore them) override it.
    open var safeAreaInsets: NSEdgeInsets { NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
    /// The rectangle inside the safe-area insets.
    open var safeAreaRect: NSRect {
        let i = safeAreaInsets
        return NSRect(x: bounds.minX + i.left, y: bounds.minY + (isFlipped ? i.top : i.bottom),
                      width: max(0, bounds.width - i.left - i.right), height: max(0, bounds.height - i.top - i.bottom))
    }
    /// The size the content would like; plain views have none (`noIntrinsicMetric` both ways).
    open var intrinsicContentSize: NSSize {
        NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric)
    }
    /// Means "no intrinsic size along this axis" (AppKit's value, -1).
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size that fits the view's content: its intrinsic size, else its current size.
    open var fittingSize: NSSize {
        let s = intrinsicContentSize
        return NSSize(width: s.width >= 0 ? s.width : frame.width, height: s.height >= 0 ? s.height : frame.height)
    }
    /// The appearance the view draws with: its own, the nearest ancestor's, its window's, else light.
    public var effectiveAppearance: NSAppearance {
        var v: NSView? = self
        while let cur = v {
            if let a = cur.appearance { return a }
            v = cur.superview
        }
        return window?.appearance ?? NSAppearance(named: .aqua)!
    }

    /// Resizes the view, keeping its origin.
    open func setFrameSize(_ newSize: NSSize) { frame.size = newSize }
    /// Moves the view, keeping its size.
    open func setFrameOrigin(_ newOrigin: NSPoint) { frame.origin = newOrigin }
    /// Sets the bounds' size (the view's own scale is not changed here: bounds and frame match).
    open func setBoundsSize(_ newSize: NSSize) { bounds.size = newSize }

    /// Adds a view on top of the others (moving it from its old superview).
    open func addSubview(_ view: NSView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.setWindow(window)
        needsDisplay = true
    }
    /// Detaches the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        setWindow(nil)
    }

    /// Lays out subviews: nothing to do, content lays out when drawn.
    open func layout() { needsLayout = false }
    /// Lays out now: nothing is pending.
    open func layoutSubtreeIfNeeded() { layout() }
    /// Draws now: pixels are made when asked for, so nothing is pending.
    open func display() { needsDisplay = false }
    /// Draws now if needed: pixels are made when asked for.
    open func displayIfNeeded() { needsDisplay = false }
    /// Marks a rectangle as needing drawing (pixels are made when asked for).
    open func setNeedsDisplay(_ invalidRect: NSRect) { needsDisplay = true }

    /// Draws the view's own content (not its subviews) into `NSGraphicsContext.current`, in the
    /// view's coordinates (y up unless `isFlipped`), as in AppKit: subclasses override it.
    open func draw(_ dirtyRect: NSRect) {}

    /// The view's own drawing as display items in its bounds' coordinates (y down).
    func contentItems() -> [DisplayItem] { [] }

    /// The colour scheme of `effectiveAppearance`.
    var effectiveColorScheme: ColorScheme { effectiveAppearance.isDark ? .dark : .light }

    static func sanitized(_ r: CGRect) -> CGRect {
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return .zero }
        return r.standardized
    }
}

extension NSView: LayerOwner {
    var layerFrame: CGRect { frame }
    var layerBounds: CGRect { bounds }
    func layerNeedsDisplay() { needsDisplay = true }

    /// Background, `draw(_:)`, content, then subviews, in the bounds' coordinates turned top-down.
    func hierarchyItems(layerBackground: [DisplayItem]) -> [DisplayItem] {
        guard !isHidden, alphaValue > 0 else { return [] }
        var items = layerBackground
        let b = bounds
        items.append(contentsOf: recordedDrawing())
        items.append(contentsOf: contentItems())
        for sub in subviews {
            let inner = sub.layer?.displayItems() ?? sub.hierarchyItems(layerBackground: [])
            guard !inner.isEmpty else { continue }
            // A subview's frame is in this view's coordinates; unflipped, y counts from the bottom.
            let top = isFlipped ? sub.frame.minY : b.minY + b.maxY - sub.frame.maxY
            let t = CGAffineTransform(translationX: sub.frame.minX - sub.bounds.minX, y: top - sub.bounds.minY)
            items.append(.group(DisplayGroup(transform: t, items: inner)))
        }
        let opacity = Double(min(max(alphaValue, 0), 1))
        guard opacity < 1 else { return items }
        return [.group(DisplayGroup(opacity: opacity, items: items))]
    }

    /// The whole hierarchy, the layer's background included when the view has a layer.
    func allItems() -> [DisplayItem] { layer?.displayItems() ?? hierarchyItems(layerBackground: []) }

    /// Runs `draw(_:)` with a recording context current, in the view's own coordinates (y up
    /// unless flipped), and returns what it painted in top-down coordinates.
    func recordedDrawing() -> [DisplayItem] {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return [] }
        let sink = RecordingSink()
        // Unflipped views draw with y up: the context maps their coordinates onto top-down items.
        let base = isFlipped ? CGAffineTransform.identity
            : CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: b.minY + b.maxY)
        let context = CGContext(sink: sink, size: b.size, baseTransform: base, isDocument: false)
        let graphics = NSGraphicsContext(cgContext: context, flipped: isFlipped)
        NSGraphicsContext.saveGraphicsState()
        NSGraphicsContext.current = graphics
        draw(b)
        NSGraphicsContext.restoreGraphicsState()
        return sink.items
    }
}
#endif

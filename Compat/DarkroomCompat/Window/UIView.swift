#if !(canImport(UIKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// A rectangle of the window surface, as UIKit's `UIView`: a frame in its
/// superview, bounds, subviews, an optional background colour and a `layer`
/// that renders the view and its subviews into a `CGContext`.
///
/// Views here carry no safe-area insets and no default background: a view
/// with `backgroundColor == nil` is transparent, so a snapshot is exactly the content.
open class UIView {
    /// The view's rectangle in its superview's coordinates. Setting it resizes `bounds`.
    public var frame: CGRect {
        didSet { frame = Self.sanitized(frame); bounds.size = frame.size; setNeedsDisplay() }
    }
    /// The view's own coordinate space: origin (0, 0) unless changed, size of `frame`.
    public var bounds: CGRect {
        didSet {
            bounds = Self.sanitized(bounds)
            if frame.size != bounds.size { frame.size = bounds.size }
            setNeedsDisplay()
        }
    }
    /// The colour filling the view's bounds behind its content; `nil` draws nothing.
    public var backgroundColor: UIColor? { didSet { setNeedsDisplay() } }
    /// A hidden view and its subviews are not drawn.
    public var isHidden = false { didSet { setNeedsDisplay() } }
    /// Opacity of the view and its subviews as a unit.
    public var alpha: CGFloat = 1 { didSet { setNeedsDisplay() } }
    /// The view's children, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one was added to, if any.
    public private(set) weak var superview: UIView?
    /// The view's layer, which renders it.
    public private(set) lazy var layer = CALayer(owner: self)

    /// A view at `frame` in its superview's coordinates; a frame that is not finite becomes zero.
    public init(frame: CGRect) {
        let f = Self.sanitized(frame)
        self.frame = f
        bounds = CGRect(origin: .zero, size: f.size)
    }
    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// Adds a view on top of the others (moving it from its old superview).
    public func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsDisplay()
    }
    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsDisplay()
    }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let cur = v { if let w = cur as? UIWindow { return w }; v = cur.superview }
        return nil
    }

    /// Marks the window's pixels out of date.
    public func setNeedsDisplay() { window?.surfaceIsStale = true }
    /// Lays out now. Views here lay their content out when drawn, so there is nothing pending.
    public func layoutIfNeeded() {}
    /// Nothing to schedule: views lay their content out when drawn.
    public func setNeedsLayout() {}

    /// A hint that the view fills its bounds with opaque pixels; UIKit's default is `true`.
    /// Snapshots do not read it (a bitmap context's own `opaque` decides), as in UIKit.
    open var isOpaque = true
    /// Insets of the area not covered by bars or the display's edges: always `.zero`,
    /// since an off-screen window has no status bar, notch or home indicator.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// The appearance forced on this view and its subviews; `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { setNeedsDisplay() }
    }
    /// The traits the view is drawn with: the first style forced on it or an
    /// ancestor, and its window's screen scale.
    public var traitCollection: UITraitCollection {
        UITraitCollection(userInterfaceStyle: effectiveUserInterfaceStyle,
                          displayScale: window?.screen.scale ?? UIScreen.main.scale)
    }
    /// The style forced on this view or the nearest ancestor that forces one.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        var v: UIView? = self
        while let cur = v {
            let style = cur.ownUserInterfaceStyle
            if style != .unspecified { return style }
            v = cur.superview
        }
        return .unspecified
    }
    /// The style this view forces on its subtree (a hosting view adds its controller's).
    var ownUserInterfaceStyle: UIUserInterfaceStyle { overrideUserInterfaceStyle }

    /// Means "no intrinsic size along this axis" (UIKit's value, -1).
    public static let noIntrinsicMetric: CGFloat = -1
    /// The size the view's content would like; plain views have none
    /// (`noIntrinsicMetric` both ways), a hosting view reports its content's ideal size.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
    /// The size the view would pick within `size`; plain views keep their current size, as UIKit's default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Draws the view's own content (not its subviews) in its bounds' coordinates into
    /// the current `UIGraphics` context, as in UIKit: subclasses override it (a
    /// `UIBezierPath` filled here shows in `layer.render(in:)` and the window surface).
    open func draw(_ rect: CGRect) {}

    /// The view's own drawing as display items in its bounds' coordinates.
    func contentItems() -> [DisplayItem] { [] }

    /// Draws the view and its subviews into the current `UIGraphics` context,
    /// scaled to `rect`. Returns `false` when no context is current or the view
    /// has an empty bounds. `afterScreenUpdates` makes no difference: the
    /// hierarchy is always drawn as it is now.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0,
              rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    static func sanitized(_ r: CGRect) -> CGRect {
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return .zero }
        return r.standardized
    }
}

/// A view a layer renders: `UIView` here, `NSView` in AppKit/.
protocol LayerOwner: AnyObject {
    var layerFrame: CGRect { get }
    var layerBounds: CGRect { get }
    /// The view's hierarchy as display items in its bounds' coordinates, the layer's own
    /// background first.
    func hierarchyItems(layerBackground: [DisplayItem]) -> [DisplayItem]
    func layerNeedsDisplay()
}

/// The rendering side of a view, as Core Animation's `CALayer`.
public final class CALayer {
    unowned let owner: any LayerOwner
    init(owner: any LayerOwner) { self.owner = owner }

    /// The view's frame.
    public var frame: CGRect { owner.layerFrame }
    /// The view's bounds.
    public var bounds: CGRect { owner.layerBounds }
    /// A colour filling the layer's bounds behind the view's content (`view.layer?.backgroundColor = …`
    /// in AppKit code, beside `backgroundColor` in UIKit's).
    public var backgroundColor: CGColor? { didSet { owner.layerNeedsDisplay() } }
    /// Pixels per point of the layer's backing store: the screen's (kept; drawing uses the context's scale).
    public var contentsScale: CGFloat = 1
    /// Whether the layer is cached as a bitmap when composited (kept: a snapshot draws the layer once, so the
    /// pixels are the same either way).
    public var shouldRasterize = false
    /// Pixels per point of the rasterized cache (kept, see `shouldRasterize`).
    public var rasterizationScale: CGFloat = 1
    /// Whether drawing may happen on a background thread (kept: snapshots draw synchronously).
    public var drawsAsynchronously = false

    /// Lays out now: nothing is pending, layers lay out when they render.
    public func layoutIfNeeded() {}
    /// Nothing to schedule: layers lay out when they render.
    public func setNeedsLayout() {}
    /// Marks the view's pixels out of date.
    public func setNeedsDisplay() { owner.layerNeedsDisplay() }

    /// Renders the layer and its sublayers into `context` in the layer's
    /// coordinate space (its bounds' origin at the context's origin, y down as
    /// in a UIKit context): background, content, then subviews in order.
    public func render(in context: CGContext) {
        context.emit(displayItems())
    }

    /// The view's hierarchy as display items in its bounds' coordinates.
    func displayItems() -> [DisplayItem] {
        let b = owner.layerBounds
        var background: [DisplayItem] = []
        if let color = backgroundColor?.rgba, color.alpha > 0, b.width > 0, b.height > 0 {
            background.append(.fill(Path(b), .color(color), FillStyle()))
        }
        return owner.hierarchyItems(layerBackground: background)
    }
}

extension UIView: LayerOwner {
    var layerFrame: CGRect { frame }
    var layerBounds: CGRect { bounds }
    func layerNeedsDisplay() { setNeedsDisplay() }

    func hierarchyItems(layerBackground: [DisplayItem]) -> [DisplayItem] {
        guard !isHidden, alpha > 0 else { return [] }
        var items = layerBackground
        let b = bounds
        if let bg = backgroundColor, bg.rgba.alpha > 0, b.width > 0, b.height > 0 {
            items.append(.fill(Path(b), .color(bg.rgba), FillStyle()))
        }
        items.append(contentsOf: recordedDrawing())
        items.append(contentsOf: contentItems())
        for sub in subviews {
            let inner = sub.layer.displayItems()
            guard !inner.isEmpty else { continue }
            let t = CGAffineTransform(
                translationX: sub.frame.minX - sub.bounds.minX - b.minX, y: sub.frame.minY - sub.bounds.minY - b.minY
            )
            items.append(.group(DisplayGroup(transform: t, items: inner)))
        }
        let opacity = Double(min(max(alpha, 0), 1))
        guard opacity < 1 else { return items }
        return [.group(DisplayGroup(opacity: opacity, items: items))]
    }
}
#endif

#if !(canImport(UIKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// An off-screen window, as UIKit's `UIWindow`: its pixels live in a libgd
/// truecolor image (`surface`) at `screen.scale` pixels per point.
///
/// The surface is drawn lazily, when it is first read after the hierarchy
/// changed, so the legacy recipe (`makeKeyAndVisible()` then
/// `layer.render(in:)` into a bitmap context) draws the view once, not twice.
/// A window has no background of its own (no black, no safe-area insets):
/// where nothing is drawn its pixels stay transparent.
open class UIWindow: UIView {
    /// Whether `makeKey()` or `makeKeyAndVisible()` was called; it changes nothing drawn.
    public private(set) var isKeyWindow = false
    /// The screen whose scale the window's pixels use.
    public var screen: UIScreen = .main { didSet { surfaceIsStale = true } }
    /// The controller whose view fills the window; setting it adds that view, sized to the window.
    public var rootViewController: UIViewController? {
        didSet {
            if let view = rootViewController?.view {
                view.frame = CGRect(origin: .zero, size: bounds.size)
                addSubview(view)
            }
        }
    }
    var surfaceIsStale = true
    private var cachedSurface: GDBitmap?
    private var cachedScale: CGFloat = 0

    /// A window of `frame` points, transparent until something is drawn.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Makes the window key and visible. Nothing is drawn until pixels are asked for.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        surfaceIsStale = true
    }
    /// Marks the window key; nothing else changes off-screen.
    public func makeKey() { isKeyWindow = true }

    /// The window's pixels, drawn by the cairo replayer into a libgd bitmap: `bounds × screen.scale`
    /// pixels (rounded up), or `nil` for an empty window or one above 100 megapixels.
    public var surface: GDBitmap? {
        let scale = screen.scale
        if !surfaceIsStale, cachedScale == scale, let cachedSurface { return cachedSurface }
        let list = DisplayList(size: bounds.size, items: layer.displayItems())
        cachedSurface = try? GDRenderer.rasterize(list, scale: scale)
        cachedScale = scale
        surfaceIsStale = false
        return cachedSurface
    }

    /// The window's pixels as an image whose scale is the screen's.
    public var image: UIImage? { surface?.makeUIImage(scale: cachedScale) }
}
#endif

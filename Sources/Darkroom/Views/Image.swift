import Foundation

/// A view that displays an image, as in SwiftUI.
///
/// A non-resizable image keeps its size in points (pixels ÷ its scale) whatever
/// it is offered; `resizable()` makes it take the offer (combine with
/// `aspectRatio` to keep its proportions). Symbol images (`Image(systemName:)`)
/// are vector outlines sized by the font; see `SymbolImage`.
nonisolated public struct Image: View, PrimitiveView {
    enum Source { case bitmap(CGImage?, scale: CGFloat), named(String, Bundle?) }
    let source: Source
    /// Set for `Image(systemName:)`; `source` is then an empty bitmap.
    var systemName: String?
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode: ResizingMode = .stretch
    var interpolationQuality: Interpolation = .high
    var templateMode: TemplateRenderingMode?
    var isAntialiased = true

    /// Sampling quality for scaled images.
    public enum Interpolation: Hashable, Sendable {
        /// No interpolation: each pixel is drawn as a block (cairo's nearest-pixel filter).
        case none
        /// Fast, low-quality interpolation.
        case low
        /// Medium-quality interpolation.
        case medium
        /// The highest-quality interpolation, used unless another is set.
        case high
    }
    /// The way an image fills a resizable space.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image at its own size as many times as needed to fill the space.
        case tile
        /// Scales the image to fill the space.
        case stretch
    }
    /// The orientation of an image.
    public enum Orientation: UInt8, Hashable, Sendable {
        /// Drawn as its pixel data is stored.
        case up
        /// Mirrored horizontally from its pixel data.
        case upMirrored
        /// Rotated 180° from its pixel data.
        case down
        /// Mirrored vertically from its pixel data.
        case downMirrored
        /// Rotated 90° counterclockwise from its pixel data.
        case left
        /// Mirrored horizontally, then rotated 90° counterclockwise, from its pixel data.
        case leftMirrored
        /// Rotated 90° clockwise from its pixel data.
        case right
        /// Mirrored horizontally, then rotated 90° clockwise, from its pixel data.
        case rightMirrored
    }
    /// Whether an image draws its own colours or is a template tinted by the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Draws every non-transparent pixel in the foreground style, keeping its alpha.
        case template
        /// Draws the image's pixels as they are.
        case original
    }

    /// An image looked up by name, as in an app: first in asset catalogs (an image set, app
    /// icon set or symbol set named `name`, found through the environment's `appResources`
    /// folders, then `bundle` or the main bundle; see ``AppResources``), its variant chosen by
    /// the environment's colour scheme, contrast, display scale and locale; then as a file in
    /// `bundle`'s resources, then in `ImageLoader.shared.searchPaths` (the working directory by
    /// default), trying the name as is and with .png, .jpg, .jpeg, .gif, .webp, .bmp, .tif and
    /// .tiff. A missing image logs a warning and takes no space.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }
    /// An image from a bitmap, `scale` pixels per point.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        source = .bitmap(cgImage.oriented(orientation), scale: scale)
    }
    /// An image from a bitmap, `scale` pixels per point, with a label for accessibility.
    ///
    /// - Parameters:
    ///   - cgImage: The bitmap to draw.
    ///   - scale: The number of pixels per point.
    ///   - orientation: How the bitmap is oriented; it is drawn upright.
    ///   - label: The text that describes the image to assistive technologies (not drawn).
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        source = .bitmap(cgImage.oriented(orientation), scale: scale)
    }
    /// An image of a `UIImage`, drawn upright (its orientation applied).
    public init(uiImage: UIImage) {
        source = .bitmap(uiImage.cgImage?.oriented(uiImage.imageOrientation.imageOrientation), scale: uiImage.scale)
    }
    /// An image of an `NSImage`, as large as its `size` in points.
    public init(nsImage: NSImage) {
        let bitmap = nsImage.cgImage(forProposedRect: nil, context: nil, hints: nil)
        source = .bitmap(bitmap, scale: nsImage.scale)
    }
    /// A system symbol, drawn as a vector outline in the foreground style and sized
    /// by the font (`.font`, `.imageScale`). Names Darkroom does not know draw a
    /// visible placeholder. The list of names is in docs/drawing.md.
    public init(systemName: String) {
        source = .bitmap(nil, scale: 1)
        self.systemName = systemName
    }

    public var body: Never { primitiveBody("Image") }

    /// Makes the image take the size it is offered. With cap insets (points), the
    /// corners keep their size, the edges stretch (or tile) along one axis and the
    /// centre in both: nine-slice scaling.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; i.capInsets = capInsets; i.resizingMode = resizingMode; return i
    }
    /// Sets the quality of the interpolation used when the image is drawn scaled.
    ///
    /// - Parameter interpolation: The interpolation quality.
    /// - Returns: The image, drawn with that quality.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self; i.interpolationQuality = interpolation; return i
    }
    /// `.template` draws the image's alpha in the foreground style; `.original` its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var i = self; i.templateMode = renderingMode; return i
    }
    /// Whether scaled image pixels are smoothed; `false` samples the nearest pixel.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var i = self; i.isAntialiased = isAntialiased; return i
    }

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        if let systemName { return symbolNode(systemName, context) }
        let bitmap: (CGImage, CGFloat)?
        var asset: AssetImage?
        switch source {
        case .bitmap(let image, let scale): bitmap = image.map { ($0, scale > 0 && scale.isFinite ? scale : 1) }
        case .named(let name, let bundle):
            let env = context.environment
            if let symbol = ResourceLibrary.symbolSet(named: name, bundle: bundle, resources: env.appResources) {
                return customSymbolNode(symbol, context)
            }
            asset = AssetImage.named(name, bundle: bundle, traits: AssetTraits(env), resources: env.appResources)
            bitmap = asset == nil ? ImageLoader.shared.load(named: name, bundle: bundle).map { ($0, 1) } : nil
        }
        let natural: CGSize
        if let asset {
            natural = asset.size
        } else if let (image, scale) = bitmap {
            natural = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        } else {
            return EmptyNode()
        }
        let resizable = isResizable
        var quality: ImageInterpolation = switch interpolationQuality {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
        if !isAntialiased { quality = .none }
        let (insets, mode) = (resizable ? capInsets : EdgeInsets(), resizable ? resizingMode : .stretch)
        let fixed = bitmap.map { ImageSlicing(image: $0.0, scale: $0.1, capInsets: insets, mode: mode,
                                              interpolation: quality) }
        let env = context.environment
        let template = (templateMode ?? asset?.templateIntent) == .template
        return ShapeNode(name: "Image", sizing: { p in
            resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
        }, draw: { rect in
            // A vector asset is drawn when its size on the page is known.
            guard let slicing = fixed ?? asset?.bitmap(points: rect.size, scale: env.displayScale).map({
                ImageSlicing(image: $0.0, scale: $0.1, capInsets: insets, mode: mode, interpolation: quality)
            }) else { return .group(DisplayGroup(items: [])) }
            let items = slicing.items(in: rect)
            guard template else { return items.count == 1 ? items[0] : .group(DisplayGroup(items: items)) }
            // A template image is a mask: its alpha shows the foreground style.
            let paint = ForegroundStyle()._paint(in: env, bounds: rect)
            return .group(DisplayGroup(mask: items, items: [.fill(Path(rect), paint, FillStyle())]))
        })
    }

    private func symbolNode(_ requested: String, _ context: ResolveContext) -> LayoutNode {
        let env = context.environment
        let name = env.symbolVariants.apply(to: requested)
        let em = SymbolImage.emSize(in: env)
        let outline = SymbolImage.outline(named: name)
        if outline == nil { SymbolImage.warnUnknown(name) }
        let natural: CGSize
        var baseline: CGFloat = 1
        if let b = outline?.boundingRect, !b.isNull, b.height > 0 {
            // SF Symbols' own layout box where it was measured, else the artwork's bounds.
            let box = SymbolMetrics.box(named: name).map { CGSize(width: $0.width * em, height: $0.height * em) }
            natural = box ?? CGSize(width: b.width * em, height: b.height * em)
            // Outlines are in em units with the baseline at y = 0.
            baseline = -b.minY / b.height
        } else {
            natural = CGSize(width: em * 20 / 24, height: em * 20 / 24)
        }
        return SymbolNode(natural: natural, resizable: isResizable, baselineFraction: baseline) { rect in
            let paint = ForegroundStyle()._paint(in: env, bounds: rect)
            guard let outline else {
                return .group(DisplayGroup(items: SymbolImage.placeholderItems(in: rect, paint: paint)))
            }
            // Artwork inside a measured SF box keeps its proportions (another drawing's shape).
            let keepAspect = SymbolMetrics.box(named: name) != nil
            return .fill(
                SymbolImage.fit(outline, into: rect, keepAspect: keepAspect), paint, SymbolImage.fillStyle(named: name))
        }
    }
}

import CCairo
import Foundation

/// Settings of one render.
public struct RenderOptions: Sendable {
    /// The size proposed to the root view; `.unspecified` renders its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point.
    public var scale: CGFloat = 1
    /// Drop the alpha channel: transparent areas come out black, as on Apple platforms.
    public var isOpaque = false
    /// The environment the content starts from (SwiftUI's renderer always uses the defaults).
    public var environment = EnvironmentValues()
    /// Renders whose image would exceed this many pixels fail with `RenderError.tooLarge`.
    public var maxPixelCount = 100_000_000
    /// A fixed canvas in points (the legacy window of DarkroomCompat's snapshot):
    /// when set, the content is proposed this size instead of `proposedSize`,
    /// centred in it on whole device pixels, and the image is exactly this size.
    /// A legacy-only knob, so package-internal: DarkroomCompat's backported
    /// `ImageRenderer(content:size:scale:)` sets it, and its `options` carry it to a `ViewRenderer`.
    package var canvasSize: CGSize?
    /// The device's safe area inside `canvasSize` (status bar, home indicator): the content is proposed and
    /// centred in the canvas minus these insets, and views that ignore the safe area grow under them
    /// (`SafeAreaScope`). `nil` (the legacy window, `ImageRenderer`) has no safe area. Set by the hosts that
    /// draw a device screen: DarkroomSnapshotTesting's device layouts and `darkroom previews`.
    package var safeAreaInsets: EdgeInsets?
    /// Lets a large bitmap be drawn in horizontal bands on several cores at once
    /// (same pixels as one pass; see `RasterBands`). Turn it off when every core
    /// already renders an image of its own, as a busy server does: then one band
    /// per render gives the most images per second.
    public var rendersBandsInParallel = true

    /// Options for a render: the size proposed to the root view, pixels per point, and whether the
    /// output drops its alpha channel (transparent areas then come out black, as on Apple platforms).
    public init(proposedSize: ProposedViewSize = .unspecified, scale: CGFloat = 1, isOpaque: Bool = false,
                environment: EnvironmentValues = EnvironmentValues(), maxPixelCount: Int = 100_000_000) {
        self.proposedSize = proposedSize; self.scale = scale; self.isOpaque = isOpaque
        self.environment = environment; self.maxPixelCount = maxPixelCount
    }
}

/// The render pipeline, usable from any thread or task: view → layout →
/// display list → cairo → image or document.
///
/// `ImageRenderer` is Apple's observable, one-view-at-a-time API on top of this
/// pipeline; servers use this type directly, a value with no shared state, to
/// render on every core. Each call builds its own layout tree
/// and cairo surface; text shaping uses the calling thread's pango font map.
public struct ViewRenderer: Sendable {
    /// The options every render of this value uses.
    public var options: RenderOptions
    /// A renderer with the given options (by default: the view's ideal size, scale 1, with alpha).
    public init(options: RenderOptions = RenderOptions()) { self.options = options }

    /// Lays out a view and returns its placed tree (frames in points). Package-internal: the placed tree is the
    /// engine's, for DarkroomCompat, DarkroomCharts and the tests.
    package func layout<V: View>(_ view: V) throws -> PlacedView {
        // Text shaping picks its fonts from the task-local configuration (FontConfiguration.swift).
        try FontConfiguration.$current.withValue(options.environment.fontConfiguration ?? FontConfiguration.current) {
            try layoutWithFonts(view)
        }
    }

    private func layoutWithFonts<V: View>(_ view: V) throws -> PlacedView {
        try validateInputs()
        let p = options.proposedSize
        var env = options.environment
        env.displayScale = options.scale
        let overflow = ResolveOverflow()
        var root = Resolver.node(view, ResolveContext(environment: env, stackAxis: nil, overflow: overflow))
        if overflow.exceeded { throw RenderError.viewTreeTooDeep(limit: overflow.depth) }
        if env.layoutDirection == .rightToLeft { root = LayoutDirectionNode(child: root) }
        if let canvas = options.canvasSize {
            let insets = options.safeAreaInsets ?? EdgeInsets()
            let screen = CGRect(origin: .zero, size: canvas)
            let safe = CGRect(x: insets.leading, y: insets.top,
                              width: max(0, canvas.width - insets.leading - insets.trailing),
                              height: max(0, canvas.height - insets.top - insets.bottom))
            let cp = ProposedViewSize(width: safe.width, height: safe.height)
            // Sized in the device's scope too: layout margins depend on the device (`GroupedListNode.margin`).
            let scope = SafeAreaScope(screen: screen, safe: safe, hasHomeIndicator: insets.bottom > 0)
            let s = options.safeAreaInsets == nil ? root.sizeThatFits(cp)
                : SafeAreaScope.$current.withValue(scope) { root.sizeThatFits(cp) }
            // Centred on whole device pixels (halves round away from zero), as a hosting view
            // places its content: text recorded centred on an iOS canvas sits a pixel lower at @3x
            // than an unrounded origin puts it.
            let scale = options.scale > 0 && options.scale.isFinite ? options.scale : 1
            let origin = CGPoint(x: safe.minX + ((safe.width - s.width) / 2 * scale).rounded() / scale,
                                 y: safe.minY + ((safe.height - s.height) / 2 * scale).rounded() / scale)
            guard options.safeAreaInsets != nil else {
                return root.place(in: CGRect(origin: origin, size: s), proposal: cp)
            }
            return SafeAreaScope.$current.withValue(scope) {
                root.place(in: CGRect(origin: origin, size: s), proposal: cp)
            }
        }
        let size = root.sizeThatFits(p)
        return root.place(in: CGRect(origin: .zero, size: size), proposal: p)
    }

    /// Lays out and records a view. Engine SPI (`@_spi(Engine) import Darkroom`), for fuzzers and benchmarks.
    @_spi(Engine) public func displayList<V: View>(_ view: V) throws -> DisplayList {
        let placed = try layout(view)
        var items: [DisplayItem] = []
        placed.record(into: &items)
        return DisplayList(size: options.canvasSize ?? placed.frame.size, items: items)
    }

    /// Renders a view to a bitmap of `size × scale` pixels (rounded up).
    public func image<V: View>(_ view: V) throws -> CGImage {
        try rasterize(displayList(view))
    }

    /// Rasterises a display list. Engine SPI, as `displayList(_:)`.
    @_spi(Engine) public func rasterize(_ list: DisplayList) throws -> CGImage {
        try withRasterizedSurface(list) { surface, _, _ in
            guard let image = CairoImage.makeImage(from: surface) else {
                throw RenderError.cairo("cannot read the image surface")
            }
            return image
        }
    }

    /// Draws a display list into a fresh cairo image surface of `size × scale`
    /// pixels (black first when opaque) and hands it to `body` with its pixel size;
    /// the surface lives only for the call. Every raster output starts here.
    func withRasterizedSurface<T>(_ list: DisplayList, _ body: (OpaquePointer, Int, Int) throws -> T) throws -> T {
        let (pw, ph) = try pixelSize(of: list.size)
        let format = options.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        guard let surface = PooledSurfaces.create(format, width: pw, height: ph),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("cannot create a \(pw) × \(ph) image surface")
        }
        defer { cairo_surface_destroy(surface) }
        let bands = options.rendersBandsInParallel ? RasterBands.count(width: pw, height: ph, items: list.items) : 1
        try RasterBands.draw(list.items, into: surface, scale: options.scale, opaque: options.isOpaque, bands: bands)
        cairo_surface_flush(surface)
        return try body(surface, pw, ph)
    }

    /// PNG bytes of a view through `PNGEncoder`, encoded straight from the cairo
    /// surface (no intermediate `CGImage` copy).
    public func pngData<V: View>(_ view: V) throws -> Data {
        try withRasterizedSurface(displayList(view)) { surface, pw, ph in
            guard let data = cairo_image_surface_get_data(surface) else {
                throw RenderError.cairo("cannot read the image surface")
            }
            return try PNGEncoder().encode(pixels: data, width: pw, height: ph,
                                           bytesPerRow: Int(cairo_image_surface_get_stride(surface)),
                                           opaque: options.isOpaque ? true : nil)
        }
    }

    /// Writes a view as PNG, atomically.
    public func writePNG<V: View>(_ view: V, to url: URL) throws { try AtomicFile.write(pngData(view), to: url) }

    /// Writes a view as a one-page PDF the size of the view (vector shapes,
    /// searchable text), atomically.
    public func writePDF<V: View>(_ view: V, to url: URL) throws {
        let list = try displayList(view)
        try PDFDocumentWriter.write(pages: [list], to: url, rasterizationScale: options.scale)
    }

    func validateInputs() throws {
        guard options.scale.isFinite, options.scale > 0 else { throw RenderError.invalidScale(options.scale) }
        for d in [options.proposedSize.width, options.proposedSize.height] {
            if let d, d.isNaN || d < 0 { throw RenderError.invalidProposal(options.proposedSize) }
        }
    }

    package func pixelSize(of size: CGSize) throws -> (Int, Int) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidSize(size)
        }
        // `rasterize(_:)` reaches here without `image(_:)`'s checks: a NaN or negative
        // scale trapped converting the pixel size.
        guard options.scale.isFinite, options.scale > 0 else { throw RenderError.invalidScale(options.scale) }
        let w = (size.width * options.scale - 1e-6).rounded(.up), h = (size.height * options.scale - 1e-6).rounded(.up)
        guard w < Double(Int32.max), h < Double(Int32.max), w * h <= Double(options.maxPixelCount) else {
            throw RenderError.tooLarge(
                width: Int(saturating: w), height: Int(saturating: h), maxPixels: options.maxPixelCount)
        }
        return (max(1, Int(w)), max(1, Int(h)))
    }
}

import CCairo
import Foundation

/// A Core Graphics-style drawing destination.
///
/// The context keeps Core Graphics' graphics state in Swift and sends each
/// painting operation to a sink: cairo's, for PDF, SVG and bitmaps, and for
/// DarkroomCompat's window surface, a libgd image the same cairo replayer draws.
///
/// Coordinates follow Core Graphics: for PDF pages the origin is the
/// **bottom-left** corner and y grows upwards. `ImageRenderer`'s render function
/// draws a view upright at the current origin, so the usual
/// `translateBy(x: (W - w) / 2, y: (H - h) / 2)` centres it.
public final class CGContext: @unchecked Sendable {
    /// The sink receiving this context's drawing (package-internal, as sinks are).
    package let sink: CGContextSink
    /// The graphics state: what `saveGState` saves.
    struct GState {
        var ctm: CGAffineTransform
        /// Clip paths in device space.
        var clips: [ClipPath] = []
        var alpha: Double = 1
        var fillPaint: Paint = .color(RGBA(red: 0, green: 0, blue: 0))
        var strokePaint: Paint = .color(RGBA(red: 0, green: 0, blue: 0))
        var stroke = StrokeStyle(lineWidth: 1)
        var blendMode: BlendMode = .normal
        /// Offset and blur in device units (y down), as Core Graphics keeps them
        /// unaffected by the current transform.
        var shadow: Shadow?
        var antialias = true
        var interpolation: CGInterpolationQuality = .default
        /// Text and quality settings kept for their getters (CGContext+TextAndQuality.swift).
        var text = CGContextTextState()
    }
    var state: GState
    /// The current path, in device space: Core Graphics transforms each point by
    /// the CTM current when it is added. Not part of the graphics state.
    var currentPath = Path()
    private var stack: [GState] = []
    /// Device space of the current page (y down): what user space maps into at a page start.
    private(set) var baseTransform: CGAffineTransform
    private(set) var mediaBox: CGRect
    private let isDocument: Bool
    private var pageOpen = false
    private var closed = false
    /// Bitmap contexts: the colour space and layout they were created with.
    var bitmapColorSpace: CGColorSpace?
    var bitmapInfoValue: CGBitmapInfo?
    /// The first failure, if any (`closePDF` removes the partial file when it fails).
    public private(set) var lastError: RenderError?

    /// A context over any sink. `baseTransform` maps Core Graphics user space at the
    /// start of a page to the sink's device space.
    package init(sink: CGContextSink, size: CGSize, baseTransform: CGAffineTransform, isDocument: Bool) {
        self.sink = sink
        self.mediaBox = CGRect(origin: .zero, size: size)
        self.baseTransform = baseTransform
        self.isDocument = isDocument
        state = GState(ctm: baseTransform)
        pageOpen = !isDocument
    }

    /// A PDF context writing to `consumer`. `mediaBox` defaults to US Letter (612 × 792 points); a box that is not
    /// finite and positive, or wider or taller than 1,000,000 points (cairo's coordinates end at 2²³), gives `nil`.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?)
    {
        let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        // `size` keeps the sign (CGRect.width would report |width|).
        guard InputLimits.isDocumentPageSize(box.size), box.origin.x.isFinite, box.origin.y.isFinite else { return nil }
        var metadata: [cairo_pdf_metadata_t: String] = [:]
        if let info = auxiliaryInfo {
            for (key, field) in [
                (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
                (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
                (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS)
            ] {
                if let value = info[AnyHashable(key)] as? String { metadata[field] = value }
            }
        }
        guard let sink = CairoPDFSink(consumer: consumer, size: box.size, metadata: metadata) else { return nil }
        self.init(sink: sink, size: box.size, baseTransform: Self.pageTransform(box), isDocument: true)
        self.mediaBox = box
    }

    /// A PDF context writing to a file URL (Core Graphics' `CGContext(_:mediaBox:_:)`), the document
    /// landing there complete when the context closes; `nil` for a non-file URL, a missing folder or a bad box.
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    deinit {
        if !closed { closePDF() }
    }

    /// Core Graphics' page space (origin bottom-left, y up) to device space (y down).
    static func pageTransform(_ box: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
    }

    // MARK: Pages

    /// Starts a page; a `kCGPDFContextMediaBox` entry sets its box: `CFData`/`NSData`
    /// holding a `CGRect`'s bytes, as Core Graphics documents it, or a `CGRect` value.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        beginPage(pageInfo.flatMap { Self.mediaBox(in: $0) })
    }

    /// The page box a page dictionary gives, if it gives a readable one.
    static func mediaBox(in pageInfo: CFDictionary) -> CGRect? {
        guard let value = pageInfo[AnyHashable(kCGPDFContextMediaBox)] else { return nil }
        if let rect = value as? CGRect { return rect }
        let bytes: Data? = (value as? Data) ?? (value as? NSData).map { Data(referencing: $0) }
        guard let bytes, bytes.count >= MemoryLayout<CGRect>.size else { return nil }
        return bytes.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
    }
    /// Ends the current page of a PDF context, as `endPage()`.
    public func endPDFPage() { endPage() }

    /// Starts a page of the given size (the context's media box when `nil`).
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) { beginPage(mediaBox?.pointee) }
    /// Ends the current page of a PDF context; does nothing when no page is open or for a bitmap context.
    public func endPage() {
        guard isDocument, pageOpen, !closed else { return }
        sink.endPage()
        pageOpen = false
    }

    private func beginPage(_ box: CGRect?) {
        guard isDocument, !closed else { return }
        if pageOpen { endPage() }
        // A page box that cannot be a page (NaN, empty, past InputLimits.maxDocumentPageSide) keeps the last one.
        if let box, InputLimits.isDocumentPageSize(box.size) { mediaBox = box }
        sink.beginPage(size: mediaBox.size)
        baseTransform = Self.pageTransform(mediaBox)
        stack.removeAll()
        state = GState(ctm: baseTransform)
        currentPath = Path()
        pageOpen = true
    }

    /// Finishes the document and moves it into place (atomically) at the consumer's URL.
    ///
    /// Core Graphics' `closePDF()` returns nothing, so it cannot say that the
    /// disk was full (ENOSPC) or a file-size limit was hit (EFBIG). Here such a
    /// failure leaves the destination as it was (no truncated file), and is
    /// recorded in ``lastError``. Call ``finishPDF()`` instead to have it thrown.
    public func closePDF() {
        guard !closed else { return }
        if pageOpen { endPage() }
        closed = true
        do { try sink.finish() } catch { lastError = (error as? RenderError) ?? .cairo("\(error)") }
    }

    /// Darkroom's throwing `closePDF()`: finishes the document and moves it
    /// into place, or throws why it could not (`RenderError.io` for ENOSPC,
    /// EFBIG or EIO), leaving the destination untouched. Not in Core
    /// Graphics, whose `closePDF()` cannot report a failed write.
    public func finishPDF() throws {
        closePDF()
        if let lastError { throw lastError }
    }

    // MARK: Graphics state and transforms (Core Graphics semantics)

    /// Pushes a copy of the current graphics state (transform, clip, colours, line settings, blend mode, shadow) onto
    /// the state stack.
    ///
    /// As in Core Graphics, the current path is not part of the graphics state.
    public func saveGState() { stack.append(state) }
    /// Restores the graphics state most recently saved with `saveGState()`; does nothing when none is saved.
    public func restoreGState() { if let s = stack.popLast() { state = s } }
    /// Moves the origin of user space by `x` and `y` units.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales user space by `x` horizontally and `y` vertically.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates user space by an angle in radians; positive angles turn the +x axis towards +y.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `t` to user space (before the current transform), as Core Graphics does.
    public func concatenate(_ t: CGAffineTransform) {
        let m = t.concatenating(state.ctm)
        guard [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return }
        state.ctm = m
    }
    /// The current transformation matrix: user space to Core Graphics' device
    /// space (bottom-left origin for pages).
    public var ctm: CGAffineTransform { state.ctm.concatenating(baseTransform.inverted()) }
    /// Multiplies the alpha of everything drawn after it.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 1 : Double(min(max(alpha, 0), 1)) }

    // MARK: Emitting

    /// Sends items drawn in the current user space to the sink, under the current
    /// transform, clip and alpha.
    package func emit(_ items: [DisplayItem]) {
        guard !closed else { return }
        if isDocument && !pageOpen { beginPage(nil) }
        emitDevice([.group(DisplayGroup(transform: state.ctm, items: items))])
    }

    /// Sends items given in device space to the sink under the current clip,
    /// alpha, blend mode and shadow.
    func emitDevice(_ items: [DisplayItem]) {
        // Nothing to apply as a unit: the items go as they are (a group per call
        // was most of what 50,000 strokePath calls allocated).
        if state.clips.isEmpty, state.alpha >= 1, state.blendMode == .normal, state.shadow == nil {
            emitRaw(items)
            return
        }
        var group = DisplayGroup(clips: state.clips, opacity: state.alpha, items: items)
        group.blendMode = state.blendMode
        group.shadow = state.shadow
        emitRaw([.group(group)])
    }

    /// Sends device-space items to the sink as they are (opening a page if needed).
    func emitRaw(_ items: [DisplayItem]) {
        guard !closed else { return }
        if isDocument && !pageOpen { beginPage(nil) }
        sink.draw(items)
    }

    /// Draws a display list (y down) upright with its bottom-left corner at the
    /// user-space origin.
    func draw(_ list: DisplayList, rasterizationScale: CGFloat) {
        sink.rasterizationScale = max(sink.rasterizationScale, rasterizationScale)
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: list.size.height)
        emit([.group(DisplayGroup(transform: flip, items: list.items))])
    }
}

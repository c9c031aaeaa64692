import CCairo
import Foundation

/// A Core Graphics-style drawing destination backed by cairo.
///
/// Coordinates follow Core Graphics: the origin is the **bottom-left** corner of
/// the page and y grows upwards. `ImageRenderer`'s render function draws a view
/// upright at the current origin, so the usual
/// `translateBy(x: (W - w) / 2, y: (H - h) / 2)` centres it.
public final class CGContext: @unchecked Sendable {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let isVector: Bool
    private(set) var mediaBox: CGRect
    private let destination: CGDataConsumer?
    private let temporaryFile: URL?
    private var pageOpen = false
    private var closed = false
    /// The first failure, if any: drawing stops and `closePDF` removes the partial file.
    public private(set) var lastError: RenderError?

    /// A PDF context writing to `consumer`. `mediaBox` defaults to US Letter (612 × 792 points).
    public init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard box.width.isFinite, box.height.isFinite, box.width > 0, box.height > 0 else { return nil }
        let target: URL = switch consumer.destination {
        case .file(let url): url
        case .data: FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-\(UUID().uuidString).pdf")
        }
        let tmp = AtomicFile.temporaryURL(beside: target)
        guard let s = cairo_pdf_surface_create(tmp.path, box.width, box.height),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        if let info = auxiliaryInfo {
            for (key, field) in [(kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
                                 (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
                                 (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS)] {
                if let value = info[AnyHashable(key)] as? String { cairo_pdf_surface_set_metadata(s, field, value) }
            }
        }
        surface = s
        cr = cairo_create(s)!
        isVector = true
        self.mediaBox = box
        destination = consumer
        temporaryFile = tmp
        resetPageTransform()
    }

    deinit {
        if !closed { closePDF() }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Core Graphics' page space: origin bottom-left, y up.
    private func resetPageTransform() {
        cairo_identity_matrix(cr)
        cairo_translate(cr, -mediaBox.minX, mediaBox.maxY)
        cairo_scale(cr, 1, -1)
    }

    // MARK: Pages

    /// Starts a page; a `kCGPDFContextMediaBox` entry (a `CGRect`) sets its size.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        if let rect = pageInfo?[AnyHashable(kCGPDFContextMediaBox)] as? CGRect { beginPage(rect) } else { beginPage(nil) }
    }
    public func endPDFPage() { endPage() }

    /// Starts a page of the given size (the context's media box when `nil`).
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) { beginPage(mediaBox?.pointee) }
    public func endPage() {
        guard pageOpen, !closed else { return }
        cairo_show_page(cr)
        pageOpen = false
    }

    private func beginPage(_ box: CGRect?) {
        guard !closed else { return }
        if pageOpen { endPage() }
        if let box, box.width.isFinite, box.height.isFinite, box.width > 0, box.height > 0 {
            mediaBox = box
            cairo_pdf_surface_set_size(surface, box.width, box.height)
        }
        cairo_new_path(cr)
        resetPageTransform()
        pageOpen = true
    }

    /// Finishes the document and moves it into place (atomically) at the consumer's URL.
    public func closePDF() {
        guard !closed else { return }
        if pageOpen { endPage() }
        closed = true
        let drawStatus = cairo_status(cr)
        cairo_surface_finish(surface)
        let status = drawStatus != CAIRO_STATUS_SUCCESS ? drawStatus : cairo_surface_status(surface)
        guard let tmp = temporaryFile else { return }
        guard status == CAIRO_STATUS_SUCCESS else {
            lastError = .cairo(String(cString: cairo_status_to_string(status)))
            try? FileManager.default.removeItem(at: tmp)
            return
        }
        switch destination?.destination {
        case .file(let url):
            do { try AtomicFile.commit(tmp, to: url) } catch { lastError = error as? RenderError }
        case .data(let data):
            if let bytes = try? Data(contentsOf: tmp) { data.append(bytes) }
            try? FileManager.default.removeItem(at: tmp)
        case nil:
            break
        }
    }

    // MARK: Graphics state and transforms (Core Graphics semantics)

    public func saveGState() { cairo_save(cr) }
    public func restoreGState() { cairo_restore(cr) }
    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cr, x, y) }
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x != 0, y != 0, x.isFinite, y.isFinite else { return }
        cairo_scale(cr, x, y)
    }
    public func rotate(by angle: CGFloat) { cairo_rotate(cr, angle) }
    public func concatenate(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return }
        m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }
    /// The current transformation from user space to the page (Core Graphics' page space).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let page = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: mediaBox.minX, ty: mediaBox.maxY)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0).concatenating(page)
    }

    // MARK: Views

    /// Draws a display list with its top-left corner at the user-space point
    /// (0, `list.size.height`), i.e. upright with its bottom-left at the origin.
    func draw(_ list: DisplayList, rasterizationScale: CGFloat) {
        guard !closed else { return }
        if !pageOpen { beginPage(nil) }
        cairo_save(cr)
        cairo_translate(cr, 0, list.size.height)
        cairo_scale(cr, 1, -1)
        CairoReplayer(cr: cr, isVector: isVector, minimumRasterScale: rasterizationScale).draw(list.items)
        cairo_restore(cr)
    }
}

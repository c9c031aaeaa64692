import CCairo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// librsvg, opened on first use (like libgd): SVG files in asset catalogs are drawn by it.
///
/// Debian's `librsvg2-2` package; no development headers are needed, so a machine without it
/// builds Darkroom all the same and draws SVG assets as missing images (with a warning).
/// Functions used: librsvg 2.46's rendering API (`render_document`, `render_layer`,
/// `get_geometry_for_layer`) and 2.52's intrinsic pixel size; Debian 12 ships 2.54.
struct LibRSVG: @unchecked Sendable {
    // `RsvgRectangle` is four doubles (x, y, width, height): passed as a pointer to the first.
    typealias Handle = OpaquePointer
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?

    let newFromData: @convention(c) (UnsafePointer<UInt8>?, Int, ErrorOut) -> Handle?
    let intrinsicSizeInPixels: @convention(c) (Handle?, UnsafeMutablePointer<Double>?,
                                                UnsafeMutablePointer<Double>?) -> Int32
    let intrinsicDimensions: @convention(c) (Handle?, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?,
                                              UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?,
                                              UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Double>?) -> Void
    let renderDocument: @convention(c) (Handle?, OpaquePointer?, UnsafePointer<Double>?, ErrorOut) -> Int32
    let renderLayer: @convention(c) (Handle?, OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<Double>?,
                                      ErrorOut) -> Int32
    let geometryForLayer: @convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<Double>?,
                                           UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
                                           ErrorOut) -> Int32
    let hasSub: @convention(c) (Handle?, UnsafePointer<CChar>?) -> Int32
    /// `rsvg_handle_set_stylesheet` (2.48): a user stylesheet applied over the document's.
    let setStylesheet: (@convention(c) (Handle?, UnsafePointer<UInt8>?, Int, ErrorOut) -> Int32)?

    /// librsvg, or `nil` when it is not installed.
    static let shared: LibRSVG? = {
        for name in ["librsvg-2.so.2", "librsvg-2.so"] {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
            if let lib = LibRSVG(handle: handle) { return lib }
        }
        return nil
    }()

    private init?(handle: UnsafeMutableRawPointer) {
        func symbol<F>(_ name: String) -> F? { dlsym(handle, name).map { unsafeBitCast($0, to: F.self) } }
        guard let newFromData: @convention(c) (UnsafePointer<UInt8>?, Int, ErrorOut) -> Handle? =
                symbol("rsvg_handle_new_from_data"),
              let intrinsicSizeInPixels: @convention(c) (Handle?, UnsafeMutablePointer<Double>?,
                                                         UnsafeMutablePointer<Double>?) -> Int32 =
                symbol("rsvg_handle_get_intrinsic_size_in_pixels"),
              let intrinsicDimensions: @convention(c) (Handle?, UnsafeMutablePointer<Int32>?,
                                                       UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?,
                                                       UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?,
                                                       UnsafeMutablePointer<Double>?) -> Void =
                symbol("rsvg_handle_get_intrinsic_dimensions"),
              let renderDocument: @convention(c) (Handle?, OpaquePointer?, UnsafePointer<Double>?,
                                                  ErrorOut) -> Int32 = symbol("rsvg_handle_render_document"),
              let renderLayer: @convention(c) (Handle?, OpaquePointer?, UnsafePointer<CChar>?,
                                               UnsafePointer<Double>?, ErrorOut) -> Int32 =
                symbol("rsvg_handle_render_layer"),
              let geometryForLayer: @convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<Double>?,
                                                    UnsafeMutablePointer<Double>?,
                                                    UnsafeMutablePointer<Double>?, ErrorOut) -> Int32 =
                symbol("rsvg_handle_get_geometry_for_layer"),
              let hasSub: @convention(c) (Handle?, UnsafePointer<CChar>?) -> Int32 = symbol("rsvg_handle_has_sub")
        else { return nil }
        self.newFromData = newFromData
        self.intrinsicSizeInPixels = intrinsicSizeInPixels
        self.intrinsicDimensions = intrinsicDimensions
        self.renderDocument = renderDocument
        self.renderLayer = renderLayer
        self.geometryForLayer = geometryForLayer
        self.hasSub = hasSub
        setStylesheet = symbol("rsvg_handle_set_stylesheet")
    }

    /// A parsed SVG document, with `stylesheet` applied over its own styles when given; `nil`
    /// when the bytes are not SVG.
    func open(_ data: Data, stylesheet: String? = nil) -> SVGDocument? {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { raw in
            newFromData(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &error)
        }
        if let error { g_error_free(error) }
        guard let handle else { return nil }
        if let stylesheet, let setStylesheet {
            var cssError: UnsafeMutablePointer<GError>?
            let css = Array(stylesheet.utf8)
            _ = setStylesheet(handle, css, css.count, &cssError)
            if let cssError { g_error_free(cssError) }
        }
        return SVGDocument(lib: self, handle: handle)
    }
}

/// One SVG document open in librsvg; released with the value.
final class SVGDocument: @unchecked Sendable {
    let lib: LibRSVG
    let handle: LibRSVG.Handle
    /// Serialises drawing: an `RsvgHandle` is not safe to use from two threads at once.
    private let lock = NSLock()

    init(lib: LibRSVG, handle: LibRSVG.Handle) { self.lib = lib; self.handle = handle }
    deinit { darkroom_g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The document's size in CSS pixels (points): its `width`/`height`, else its `viewBox`.
    var size: CGSize? {
        lock.withLock {
            var w = 0.0, h = 0.0
            if lib.intrinsicSizeInPixels(handle, &w, &h) != 0, w > 0, h > 0 { return CGSize(width: w, height: h) }
            var hasViewBox: Int32 = 0
            var box = [0.0, 0, 0, 0]
            lib.intrinsicDimensions(handle, nil, nil, nil, nil, &hasViewBox, &box)
            return hasViewBox != 0 && box[2] > 0 && box[3] > 0 ? CGSize(width: box[2], height: box[3]) : nil
        }
    }

    /// Draws the whole document scaled into `viewport` of a cairo context.
    func render(into cr: OpaquePointer, viewport: CGRect) -> Bool {
        var rect: [Double] = [viewport.minX, viewport.minY, viewport.width, viewport.height]
        var error: UnsafeMutablePointer<GError>?
        let ok = lock.withLock { lib.renderDocument(handle, cr, &rect, &error) }
        if let error { g_error_free(error) }
        return ok != 0
    }

    /// Whether the document has an element with this id.
    func has(_ id: String) -> Bool { lock.withLock { lib.hasSub(handle, "#" + id) != 0 } }

    /// An element's ink bounds (its ancestors' transforms applied) in the units of a viewport
    /// of `documentSize` at the origin: the document's own units when that is its size.
    func bounds(of id: String, documentSize: CGSize) -> CGRect? {
        var viewport: [Double] = [0, 0, documentSize.width, documentSize.height]
        var ink = [0.0, 0, 0, 0], logical = [0.0, 0, 0, 0]
        var error: UnsafeMutablePointer<GError>?
        let ok = lock.withLock { lib.geometryForLayer(handle, "#" + id, &viewport, &ink, &logical, &error) }
        if let error { g_error_free(error) }
        guard ok != 0, ink[2] > 0 || ink[3] > 0 else { return nil }
        return CGRect(x: ink[0], y: ink[1], width: ink[2], height: ink[3])
    }

    /// Draws one element (with its ancestors' transforms) as the whole document would place it
    /// in `viewport`, nothing else.
    func renderLayer(_ id: String, into cr: OpaquePointer, viewport: CGRect) -> Bool {
        var rect: [Double] = [viewport.minX, viewport.minY, viewport.width, viewport.height]
        var error: UnsafeMutablePointer<GError>?
        let ok = lock.withLock { lib.renderLayer(handle, cr, "#" + id, &rect, &error) }
        if let error { g_error_free(error) }
        return ok != 0
    }
}

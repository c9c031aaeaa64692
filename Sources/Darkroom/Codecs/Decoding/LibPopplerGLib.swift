import CCairo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// poppler's GLib interface, opened on first use: PDF files in asset catalogs are drawn by it.
///
/// Debian's `libpoppler-glib8` package; no development headers are needed, so a machine without
/// it builds Darkroom all the same and draws PDF assets as missing images (with a warning).
struct LibPopplerGLib: @unchecked Sendable {
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?

    let newFromFile: @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, ErrorOut) -> OpaquePointer?
    let pageCount: @convention(c) (OpaquePointer?) -> Int32
    let page: @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
    let pageSize: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    let render: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void

    /// poppler-glib, or `nil` when it is not installed.
    static let shared: LibPopplerGLib? = {
        for name in ["libpoppler-glib.so.8", "libpoppler-glib.so"] {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
            if let lib = LibPopplerGLib(handle: handle) { return lib }
        }
        return nil
    }()

    private init?(handle: UnsafeMutableRawPointer) {
        func symbol<F>(_ name: String) -> F? { dlsym(handle, name).map { unsafeBitCast($0, to: F.self) } }
        guard let newFromFile: @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, ErrorOut)
                -> OpaquePointer? = symbol("poppler_document_new_from_file"),
              let pageCount: @convention(c) (OpaquePointer?) -> Int32 = symbol("poppler_document_get_n_pages"),
              let page: @convention(c) (OpaquePointer?, Int32) -> OpaquePointer? = symbol("poppler_document_get_page"),
              let pageSize: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?,
                                            UnsafeMutablePointer<Double>?) -> Void = symbol("poppler_page_get_size"),
              let render: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void = symbol("poppler_page_render")
        else { return nil }
        self.newFromFile = newFromFile
        self.pageCount = pageCount
        self.page = page
        self.pageSize = pageSize
        self.render = render
    }

    /// The first page of the PDF at `url`; `nil` when it cannot be opened.
    func firstPage(of url: URL) -> PDFPageImage? {
        var error: UnsafeMutablePointer<GError>?
        let document = newFromFile(url.absoluteString, nil, &error)
        if let error { g_error_free(error) }
        guard let document else { return nil }
        defer { darkroom_g_object_unref(UnsafeMutableRawPointer(document)) }
        guard pageCount(document) > 0, let first = page(document, 0) else { return nil }
        var w = 0.0, h = 0.0
        pageSize(first, &w, &h)
        guard w > 0, h > 0 else { darkroom_g_object_unref(UnsafeMutableRawPointer(first)); return nil }
        return PDFPageImage(lib: self, page: first, size: CGSize(width: w, height: h))
    }
}

/// A PDF page open in poppler (it keeps its document alive); released with the value.
final class PDFPageImage: @unchecked Sendable {
    let lib: LibPopplerGLib
    let page: OpaquePointer
    /// The page size in points: the image's size.
    let size: CGSize
    private let lock = NSLock()

    init(lib: LibPopplerGLib, page: OpaquePointer, size: CGSize) { self.lib = lib; self.page = page; self.size = size }
    deinit { darkroom_g_object_unref(UnsafeMutableRawPointer(page)) }

    /// Draws the page into a cairo context whose user space is the page's, in points.
    func render(into cr: OpaquePointer) { lock.withLock { lib.render(page, cr) } }
}

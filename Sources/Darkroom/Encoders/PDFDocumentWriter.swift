import CCairo
import Foundation

/// Writes display lists as PDF pages with cairo: shapes and text stay vectors,
/// text is embedded as subset fonts with a Unicode mapping (searchable).
enum PDFDocumentWriter {
    static func write(pages: [DisplayList], to url: URL, rasterizationScale: CGFloat) throws {
        guard let first = pages.first else { throw RenderError.invalidSize(.zero) }
        for page in pages {
            guard page.size.width.isFinite, page.size.height.isFinite, page.size.width > 0, page.size.height > 0 else {
                throw RenderError.invalidSize(page.size)
            }
        }
        let tmp = AtomicFile.temporaryURL(beside: url)
        guard let surface = cairo_pdf_surface_create(tmp.path, first.size.width, first.size.height),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError.io(path: url.path, reason: "cannot create a PDF file in \(url.deletingLastPathComponent().path)")
        }
        let cr = cairo_create(surface)!
        for page in pages {
            cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
            CairoReplayer(cr: cr, isVector: true, minimumRasterScale: rasterizationScale).draw(page.items)
            cairo_show_page(cr)
        }
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let surfaceStatus = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS, surfaceStatus == CAIRO_STATUS_SUCCESS else {
            try? FileManager.default.removeItem(at: tmp)
            let s = status != CAIRO_STATUS_SUCCESS ? status : surfaceStatus
            throw RenderError.io(path: url.path, reason: String(cString: cairo_status_to_string(s)))
        }
        try AtomicFile.commit(tmp, to: url)
    }

    /// The document's bytes (written through a temporary file, then read back).
    static func data(pages: [DisplayList], rasterizationScale: CGFloat) throws -> Data {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try write(pages: pages, to: url, rasterizationScale: rasterizationScale)
        return try Data(contentsOf: url)
    }
}

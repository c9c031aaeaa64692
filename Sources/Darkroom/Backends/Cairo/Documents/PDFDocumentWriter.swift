import CCairo
import Foundation

/// Writes display lists as PDF pages with cairo: shapes and text stay vectors,
/// text is embedded as subset fonts with a Unicode mapping (searchable).
///
/// Files are written atomically through `AtomicFileWriter`; documents in memory
/// never touch the disk. Every write of cairo's stream is checked, so a full
/// disk or a file-size limit is a `RenderError.io`, never a short document.
enum PDFDocumentWriter {
    static func write(pages: [DisplayList], to url: URL, rasterizationScale: CGFloat) throws {
        try validate(pages)
        let writer = try AtomicFileWriter(destination: url)
        try render(pages, into: CairoOutputStream(file: writer), rasterizationScale: rasterizationScale)
        try writer.commit()
    }

    /// The document's bytes.
    static func data(pages: [DisplayList], rasterizationScale: CGFloat) throws -> Data {
        try validate(pages)
        let stream = CairoOutputStream()
        try render(pages, into: stream, rasterizationScale: rasterizationScale)
        return stream.data
    }

    private static func validate(_ pages: [DisplayList]) throws {
        guard !pages.isEmpty else { throw RenderError.invalidSize(.zero) }
        for page in pages {
            try InputLimits.checkDocumentPageSize(page.size)
        }
    }

    private static func render(_ pages: [DisplayList], into stream: CairoOutputStream,
                               rasterizationScale: CGFloat) throws {
        let first = pages[0]
        guard let surface = cairo_pdf_surface_create_for_stream(CairoOutputStream.write, stream.closure,
                                                                first.size.width, first.size.height),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("cannot create a PDF surface")
        }
        let cr = cairo_create(surface)!
        for page in pages {
            cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
            FallbackResolution.apply(to: surface, page: page.size)
            CairoReplayer(cr: cr, isVector: true, minimumRasterScale: rasterizationScale).draw(page.items)
            cairo_show_page(cr)
        }
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let surfaceStatus = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        try stream.check(status != CAIRO_STATUS_SUCCESS ? status : surfaceStatus)
    }
}

import CCairo
import Foundation

/// A PDF document drawn with cairo: into memory, or atomically into a file
/// (`AtomicFileWriter`), complete or not at all.
final class CairoPDFSink: CGContextSink {
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    /// Holds the file writer (file destinations) or the bytes (data destinations).
    private let stream: CairoOutputStream
    private let destination: CGDataConsumer.Destination
    private var finished = false
    let isVector = true
    var rasterizationScale: CGFloat = 1

    init?(consumer: CGDataConsumer, size: CGSize, metadata: [cairo_pdf_metadata_t: String]) {
        switch consumer.destination {
        case .file(let url):
            guard let writer = try? AtomicFileWriter(destination: url) else { return nil }
            stream = CairoOutputStream(file: writer)
        case .data:
            stream = CairoOutputStream()
        }
        guard let s = cairo_pdf_surface_create_for_stream(CairoOutputStream.write, stream.closure,
                                                          size.width, size.height),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        for (field, value) in metadata { cairo_pdf_surface_set_metadata(s, field, value) }
        FallbackResolution.apply(to: s, page: size)
        surface = s
        cr = cairo_create(s)!
        destination = consumer.destination
    }

    deinit {
        if !finished { try? finish() }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func draw(_ items: [DisplayItem]) {
        CairoReplayer(cr: cr, isVector: true, minimumRasterScale: rasterizationScale).draw(items)
    }

    func beginPage(size: CGSize) {
        cairo_pdf_surface_set_size(surface, size.width, size.height)
        FallbackResolution.apply(to: surface, page: size)
    }

    func endPage() { cairo_show_page(cr) }

    func finish() throws {
        guard !finished else { return }
        finished = true
        let drawStatus = cairo_status(cr)
        cairo_surface_finish(surface)
        // An unfinished file writer removes its temporary file when the sink goes.
        try stream.check(drawStatus != CAIRO_STATUS_SUCCESS ? drawStatus : cairo_surface_status(surface))
        switch destination {
        case .file:
            try stream.file?.commit()
        case .data(let data):
            data.append(stream.data)
        }
    }
}

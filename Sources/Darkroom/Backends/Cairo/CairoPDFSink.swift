import CCairo
import Foundation

/// A PDF document drawn with cairo, written to a temporary file beside its
/// destination and renamed into place when finished.
final class CairoPDFSink: CGContextSink {
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let temporaryFile: URL
    private let destination: CGDataConsumer.Destination
    private var finished = false
    let isVector = true
    var rasterizationScale: CGFloat = 1

    init?(consumer: CGDataConsumer, size: CGSize, metadata: [cairo_pdf_metadata_t: String]) {
        let target: URL = switch consumer.destination {
        case .file(let url): url
        case .data: FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-\(UUID().uuidString).pdf")
        }
        temporaryFile = AtomicFile.temporaryURL(beside: target)
        guard let s = cairo_pdf_surface_create(temporaryFile.path, size.width, size.height),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        for (field, value) in metadata { cairo_pdf_surface_set_metadata(s, field, value) }
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
    }

    func endPage() { cairo_show_page(cr) }

    func finish() throws {
        guard !finished else { return }
        finished = true
        let drawStatus = cairo_status(cr)
        cairo_surface_finish(surface)
        let status = drawStatus != CAIRO_STATUS_SUCCESS ? drawStatus : cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            try? FileManager.default.removeItem(at: temporaryFile)
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        switch destination {
        case .file(let url):
            try AtomicFile.commit(temporaryFile, to: url)
        case .data(let data):
            defer { try? FileManager.default.removeItem(at: temporaryFile) }
            data.append(try Data(contentsOf: temporaryFile))
        }
    }
}

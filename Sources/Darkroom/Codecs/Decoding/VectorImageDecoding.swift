import CCairo
import Foundation

/// SVG and PDF images (asset catalogs' vector files) drawn into bitmaps at the size a render
/// needs, by librsvg and poppler; each document is opened once and each size drawn once.
enum VectorImageDecoding {
    /// A vector file's size in points; `nil` when it cannot be read (or its library is missing).
    static func size(of url: URL) -> CGSize? {
        switch document(url) {
        case .svg(let svg): svg.size
        case .pdf(let page): page.size
        case nil: nil
        }
    }

    /// The file drawn into a bitmap of `pixelWidth × pixelHeight`, stretched to fill it.
    static func bitmap(of url: URL, pixelWidth: Int, pixelHeight: Int) -> CGImage? {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight <= ImageDecoding.maxPixelCount else {
            return nil
        }
        let key = "\(url.path)#\(pixelWidth)x\(pixelHeight)"
        if let hit = cache.lock.withLock({ cache.bitmaps[key] }) { return hit }
        guard let doc = document(url) else { return nil }
        let image = draw(width: pixelWidth, height: pixelHeight) { cr in
            switch doc {
            case .svg(let svg):
                return svg.render(into: cr, viewport: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
            case .pdf(let page):
                cairo_scale(cr, Double(pixelWidth) / page.size.width, Double(pixelHeight) / page.size.height)
                page.render(into: cr)
                return true
            }
        }
        if let image { cache.lock.withLock { cache.bitmaps[key] = image } }
        return image
    }

    /// One element of an SVG file (a symbol template's `Regular-M`…) drawn alone, the region
    /// `region` of the document (in its units, the document being `documentSize`) filling a
    /// bitmap of `pixelWidth × pixelHeight`.
    static func bitmap(of url: URL, layer: String, region: CGRect, documentSize: CGSize,
                       pixelWidth: Int, pixelHeight: Int) -> CGImage? {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight <= ImageDecoding.maxPixelCount,
              region.width > 0, region.height > 0, case .svg(let svg)? = document(url) else { return nil }
        let key = "\(url.path)#\(layer)#\(region)#\(pixelWidth)x\(pixelHeight)"
        if let hit = cache.lock.withLock({ cache.bitmaps[key] }) { return hit }
        let sx = Double(pixelWidth) / region.width, sy = Double(pixelHeight) / region.height
        let viewport = CGRect(x: -region.minX * sx, y: -region.minY * sy,
                              width: documentSize.width * sx, height: documentSize.height * sy)
        let image = draw(width: pixelWidth, height: pixelHeight) { cr in
            svg.renderLayer(layer, into: cr, viewport: viewport)
        }
        if let image { cache.lock.withLock { cache.bitmaps[key] = image } }
        return image
    }

    /// An open SVG file, for reading a symbol template's guides and glyphs.
    static func svg(_ url: URL) -> SVGDocument? {
        if case .svg(let svg)? = document(url) { return svg }
        return nil
    }

    enum Document { case svg(SVGDocument), pdf(PDFPageImage) }

    private final class DocumentCache: @unchecked Sendable {
        let lock = NSLock()
        var documents: [String: Document] = [:]
        var bitmaps: [String: CGImage] = [:]
    }
    private static let cache = DocumentCache()

    private static func document(_ url: URL) -> Document? {
        if let hit = cache.lock.withLock({ cache.documents[url.path] }) { return hit }
        let opened: Document?
        switch url.pathExtension.lowercased() {
        case "svg":
            guard let lib = LibRSVG.shared else {
                warnMissing("librsvg (Debian: librsvg2-2)", for: url)
                return nil
            }
            // A symbol template draws its glyphs as previews (`SFSymbolsPreviewWireframe`: outlined,
            // unfilled); Xcode compiles them filled, so they are drawn filled here.
            let isSymbol = url.deletingLastPathComponent().pathExtension.lowercased() == "symbolset"
            let css = isSymbol ? "path { fill: #000 !important; stroke: none !important; opacity: 1 !important; }" : nil
            opened = ImageDecoding.regularFileContents(atPath: url.path).flatMap { lib.open($0, stylesheet: css) }
                .map(Document.svg)
        case "pdf":
            guard let lib = LibPopplerGLib.shared else {
                warnMissing("poppler-glib (Debian: libpoppler-glib8)", for: url)
                return nil
            }
            opened = ImageDecoding.isRegularFile(url.path) ? lib.firstPage(of: url).map(Document.pdf) : nil
        default:
            opened = nil
        }
        if let opened { cache.lock.withLock { cache.documents[url.path] = opened } }
        return opened
    }

    private static func warnMissing(_ library: String, for url: URL) {
        FileHandle.standardError.write(Data("darkroom: warning: \(url.lastPathComponent) needs \(library)\n".utf8))
    }

    private static func draw(width: Int, height: Int, _ body: (OpaquePointer) -> Bool) -> CGImage? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        let ok = body(cr)
        cairo_destroy(cr)
        return ok ? CairoImage.makeImage(from: surface) : nil
    }
}

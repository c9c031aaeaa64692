import Foundation

// The server-facing API: every format, files written atomically, async variants.
extension ViewRenderer {
    /// A renderer with other options, for chaining (`ViewRenderer().with { $0.scale = 2 }`).
    public func with(_ change: (inout RenderOptions) -> Void) -> ViewRenderer {
        var copy = self
        change(&copy.options)
        return copy
    }

    /// The view encoded in `format`.
    public func data<V: View>(_ view: V, format: ImageFormat) throws -> Data {
        try format.encoder.encode(image(view))
    }

    /// Writes the view in `format` (by default the one `url`'s extension names:
    /// png, jpg, webp, gif, bmp, tiff, pdf or svg), atomically.
    public func write<V: View>(_ view: V, to url: URL, format: ImageFormat? = nil) throws {
        let ext = url.pathExtension.lowercased()
        if format == nil, ext == "pdf" { return try writePDF(view, to: url) }
        if format == nil, ext == "svg" { return try writeSVG(view, to: url) }
        guard let chosen = format ?? ImageFormat(fileExtension: ext) else {
            throw RenderError.encoding("no image format for the file extension \"\(ext)\"; pass format:")
        }
        try AtomicFile.write(data(view, format: chosen), to: url)
    }

    /// A one-page PDF of the view, the view's size.
    public func pdfData<V: View>(_ view: V) throws -> Data {
        try PDFDocumentWriter.data(pages: [displayList(view)], rasterizationScale: options.scale)
    }

    /// A PDF with one page per view, each page the size of its view.
    public func pdfData(pages views: [any View]) throws -> Data {
        try PDFDocumentWriter.data(pages: views.map { try displayList(AnyView($0)) }, rasterizationScale: options.scale)
    }

    /// Writes a PDF with one page per view, atomically.
    public func writePDF(pages views: [any View], to url: URL) throws {
        try PDFDocumentWriter.write(
            pages: views.map { try displayList(AnyView($0)) }, to: url, rasterizationScale: options.scale)
    }

    /// The view as SVG (cairo's SVG surface: shapes stay vectors; cairo 1.16
    /// writes text as glyph outlines, not `<text>`).
    public func svgData<V: View>(_ view: V) throws -> Data {
        try SVGDocumentWriter.data(displayList(view), rasterizationScale: options.scale)
    }

    /// Writes the view as SVG, atomically.
    public func writeSVG<V: View>(_ view: V, to url: URL) throws {
        try AtomicFile.write(svgData(view), to: url)
    }

    // MARK: async variants (run off the caller's actor, on the global executor)

    /// Renders the view to a bitmap without blocking the caller's actor.
    @concurrent
    public func image<V: View>(_ view: sending V) async throws -> CGImage {
        let render: (V) throws -> CGImage = image
        return try render(view)
    }

    /// Encodes the view in `format` without blocking the caller's actor.
    @concurrent
    public func data<V: View>(_ view: sending V, format: ImageFormat) async throws -> Data {
        let encode: (V, ImageFormat) throws -> Data = data
        return try encode(view, format)
    }

    /// A one-page PDF of the view, without blocking the caller's actor.
    @concurrent
    public func pdfData<V: View>(_ view: sending V) async throws -> Data {
        let make: (V) throws -> Data = pdfData
        return try make(view)
    }

    /// The view as SVG, without blocking the caller's actor.
    @concurrent
    public func svgData<V: View>(_ view: sending V) async throws -> Data {
        let make: (V) throws -> Data = svgData
        return try make(view)
    }

    /// Writes the view (format from `format` or the extension) without blocking the caller's actor.
    @concurrent
    public func write<V: View>(_ view: sending V, to url: URL, format: ImageFormat? = nil) async throws {
        let write: (V, URL, ImageFormat?) throws -> Void = write
        try write(view, url, format)
    }
}

#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Settings of a `UIGraphicsPDFRenderer`, as UIKit's: document metadata
/// (`kCGPDFContextTitle`, `kCGPDFContextAuthor`, … keys).
public final class UIGraphicsPDFRendererFormat: @unchecked Sendable {
    /// Document information written into the PDF (title, author, subject, creator, keywords).
    public var documentInfo: [String: Any] = [:]
    /// A format with no document information.
    public init() {}
    /// The default format: no document information.
    public static func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// The context handed to `UIGraphicsPDFRenderer`'s drawing closure.
public final class UIGraphicsPDFRendererContext {
    /// The Core Graphics context of the current page, in UIKit coordinates
    /// (origin top-left, y down, points).
    public let cgContext: CGContext
    /// The default page rectangle (the renderer's bounds).
    public let pdfContextBounds: CGRect
    private var pageOpen = false

    init(_ context: CGContext, bounds: CGRect) { cgContext = context; pdfContextBounds = bounds }

    /// Starts a page the size of the renderer's bounds.
    public func beginPage() { beginPage(withBounds: pdfContextBounds, pageInfo: [:]) }

    /// Starts a page of its own size (`bounds`), ending the previous one.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        var box = bounds.standardized
        if pageOpen { cgContext.restoreGState() }
        cgContext.beginPage(mediaBox: &box)
        // UIKit's PDF pages have their origin at the top-left corner, y down.
        cgContext.saveGState()
        cgContext.translateBy(x: 0, y: box.maxY + box.minY)
        cgContext.scaleBy(x: 1, y: -1)
        pageOpen = true
    }

    /// Fills a rectangle with the context's fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes a rectangle's outline.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips further drawing to a rectangle.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    /// Ends the open page, if any.
    func finishPage() {
        guard pageOpen else { return }
        cgContext.restoreGState()
        cgContext.endPage()
        pageOpen = false
    }
}

/// Draws PDF documents with a closure, as UIKit's `UIGraphicsPDFRenderer`:
/// vector pages drawn by cairo, each begun with `context.beginPage()`. The PDF
/// context is current (`UIGraphicsGetCurrentContext()`) for the closure's duration,
/// so `UIImage.draw(in:)`, `layer.render(in:)` and `drawHierarchy` draw into it.
public final class UIGraphicsPDFRenderer {
    /// The default page rectangle.
    public let bounds: CGRect
    /// The format the renderer was made with.
    public let format: UIGraphicsPDFRendererFormat

    /// A renderer whose pages are `bounds` (in points) by default, writing `format`'s document information.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.bounds = bounds.standardized
        self.format = format
    }
    /// A renderer whose pages are `bounds` (in points) by default, without document information.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The document's bytes (empty `Data` when the bounds are unusable).
    public func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data), draw(into: consumer, actions) else { return Data() }
        return data as Data
    }

    /// Writes the document to a file URL, complete or not at all.
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        guard let consumer = CGDataConsumer(url: url) else { throw CocoaError(.fileWriteInvalidFileName) }
        guard draw(into: consumer, actions) else { throw CocoaError(.fileWriteUnknown) }
    }

    private func draw(into consumer: CGDataConsumer, _ actions: (UIGraphicsPDFRendererContext) -> Void) -> Bool {
        var box = bounds
        let info: CFDictionary = format.documentInfo.reduce(into: [:]) { $0[AnyHashable($1.key)] = $1.value }
        guard let context = CGContext(consumer: consumer, mediaBox: &box, info) else { return false }
        let rendererContext = UIGraphicsPDFRendererContext(context, bounds: box)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        rendererContext.finishPage()
        context.closePDF()
        return context.lastError == nil
    }
}
#endif

#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A document begun with `UIGraphicsBeginPDFContextToData`/`ToFile`: a PDF `CGContext` whose
/// pages have UIKit's coordinates (origin top-left, y down, points).
final class UIGraphicsPDFDocumentContext {
    let context: CGContext
    /// The default page rectangle (612 × 792 points, US Letter, when the caller gives an empty one).
    let defaultBounds: CGRect
    private(set) var pageBounds: CGRect = .zero
    private var pageOpen = false

    init?(consumer: CGDataConsumer, bounds: CGRect, documentInfo: [AnyHashable: Any]?) {
        let b = bounds.standardized
        let usable = b.width > 0 && b.height > 0 && b.width.isFinite && b.height.isFinite
        defaultBounds = usable ? b : CGRect(x: 0, y: 0, width: 612, height: 792)
        var box = defaultBounds
        let info: CFDictionary? = documentInfo.map { dict in
            dict.reduce(into: [:]) { out, pair in out[AnyHashable("\(pair.key)")] = pair.value }
        }
        guard let context = CGContext(consumer: consumer, mediaBox: &box, info) else { return nil }
        self.context = context
    }

    /// Starts a page of `bounds` (the default when empty), ending the open one.
    func beginPage(_ bounds: CGRect, info: [AnyHashable: Any]?) {
        endPageIfOpen()
        let b = bounds.standardized
        var box = b.width > 0 && b.height > 0 ? b : defaultBounds
        if let mediaBox = info.flatMap(Self.mediaBox(in:)) { box = mediaBox }
        context.beginPage(mediaBox: &box)
        // UIKit's PDF pages have their origin at the top-left corner, y down.
        context.saveGState()
        context.translateBy(x: 0, y: box.maxY + box.minY)
        context.scaleBy(x: 1, y: -1)
        pageBounds = box
        pageOpen = true
    }

    /// A page dictionary's `kCGPDFContextMediaBox`: a `CGRect`, or data holding one's bytes.
    static func mediaBox(in info: [AnyHashable: Any]) -> CGRect? {
        guard let value = info.first(where: { "\($0.key)" == "\(kCGPDFContextMediaBox)" })?.value else { return nil }
        if let rect = value as? CGRect { return rect }
        let bytes: Data? = (value as? Data) ?? (value as? NSData).map { Data(referencing: $0) }
        guard let bytes, bytes.count >= MemoryLayout<CGRect>.size else { return nil }
        let rect = bytes.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
        return rect.width > 0 && rect.height > 0 ? rect : nil
    }

    func endPageIfOpen() {
        guard pageOpen else { return }
        context.restoreGState()
        context.endPage()
        pageOpen = false
    }

    /// Ends the document: the bytes go to the data or the file.
    func finish() {
        endPageIfOpen()
        context.closePDF()
    }
}

/// Starts a PDF document written into `data` when it ends, and makes it the current context,
/// as UIKit's function: pages are begun with `UIGraphicsBeginPDFPage()`; `bounds` is the default
/// page (US Letter when empty); `documentInfo` takes the `kCGPDFContextTitle`… keys.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect,
                                            _ documentInfo: [AnyHashable: Any]?) {
    guard let consumer = CGDataConsumer(data: data),
          let document = UIGraphicsPDFDocumentContext(consumer: consumer, bounds: bounds,
                                                      documentInfo: documentInfo) else { return }
    UIGraphicsContextStack.push(.pdf(document))
}

/// Starts a PDF document written to the file at `path` when it ends (complete or not at all), and
/// makes it the current context. `false` when the file cannot be created (its folder is missing).
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect,
                                            _ documentInfo: [AnyHashable: Any]?) -> Bool {
    guard let consumer = CGDataConsumer(url: URL(fileURLWithPath: path)),
          let document = UIGraphicsPDFDocumentContext(consumer: consumer, bounds: bounds,
                                                      documentInfo: documentInfo) else { return false }
    UIGraphicsContextStack.push(.pdf(document))
    return true
}

/// Starts a page of the current PDF document, the size of its default bounds.
public func UIGraphicsBeginPDFPage() {
    UIGraphicsContextStack.currentPDF?.beginPage(.zero, info: nil)
}

/// Starts a page of the current PDF document of `bounds` (the default when empty); a
/// `kCGPDFContextMediaBox` entry in `pageInfo` sets the page box instead.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    UIGraphicsContextStack.currentPDF?.beginPage(bounds, info: pageInfo)
}

/// The current PDF page's rectangle (the default bounds before the first page); `.zero` without
/// a PDF context.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    guard let document = UIGraphicsContextStack.currentPDF else { return .zero }
    return document.pageBounds == .zero ? document.defaultBounds : document.pageBounds
}

/// Ends the current PDF document: the last page closes and the bytes are written.
public func UIGraphicsEndPDFContext() {
    guard case .pdf(let document)? = UIGraphicsContextStack.top else { return }
    UIGraphicsContextStack.pop()
    document.finish()
}

/// Links a rectangle of the page to a URL (kept: links are not written).
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {}
/// Names a destination at a point of the page (kept: destinations are not written).
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {}
/// Links a rectangle of the page to a named destination (kept: links are not written).
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {}
#endif

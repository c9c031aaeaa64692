import Foundation

/// Where a `CGContext`'s drawing goes: a backend that replays display items.
///
/// `CGContext` keeps Core Graphics' state (transform, clip, colours, current
/// path) in Swift and emits every painting operation as a `DisplayItem` in the
/// sink's *device space* (y down, origin top-left, the sink's own units: points
/// for PDF and SVG pages, pixels for bitmaps). The cairo sinks (PDF, SVG,
/// bitmaps) implement it, and DarkroomCompat's libgd bitmaps draw through the
/// cairo bitmap sink, so every context honours the same drawing calls. Package
/// access: sinks are the engine's, shared with DarkroomCompat only.
package protocol CGContextSink: AnyObject {
    /// True for documents (PDF, SVG): text keeps its Unicode mapping there.
    var isVector: Bool { get }
    /// Pixels per device unit for raster effects (shadows, blurs) on vector sinks.
    var rasterizationScale: CGFloat { get set }
    /// Paints items, given in device space.
    func draw(_ items: [DisplayItem])
    /// Starts a page of `size` device units (documents only; bitmaps ignore it).
    func beginPage(size: CGSize)
    /// Ends the current page (documents only).
    func endPage()
    /// Finishes the output; a document is moved into place here.
    func finish() throws
}

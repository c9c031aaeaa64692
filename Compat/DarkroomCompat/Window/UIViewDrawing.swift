#if !(canImport(UIKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// Keeps what a `UIView.draw(_:)` override paints, as display items in the
/// view's bounds coordinates, so `layer.render(in:)` and the window surface
/// replay it like any other content.
final class RecordingSink: CGContextSink {
    private(set) var items: [DisplayItem] = []
    var isVector: Bool { true }
    var rasterizationScale: CGFloat = 1
    func draw(_ items: [DisplayItem]) { self.items.append(contentsOf: items) }
    func beginPage(size: CGSize) {}
    func endPage() {}
    func finish() throws {}
}

extension UIView {
    /// Runs `draw(_:)` with a recording context current (UIKit coordinates: y down,
    /// the bounds' origin at the bounds' top-left) and returns what it painted.
    /// Views that do not override `draw(_:)` paint nothing, at the cost of one empty context.
    func recordedDrawing() -> [DisplayItem] {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return [] }
        let sink = RecordingSink()
        let context = CGContext(sink: sink, size: b.size, baseTransform: .identity, isDocument: false)
        UIGraphicsPushContext(context)
        draw(b)
        UIGraphicsPopContext()
        return sink.items
    }
}
#endif

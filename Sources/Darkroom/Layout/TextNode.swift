import Foundation

/// A paragraph of text: wraps to the proposed width, is one line per paragraph
/// at its ideal size, drops lines (ellipsizing the last) when the proposed
/// height or `lineLimit` cannot hold them all. Sizes are rounded up to the
/// pixel grid, as SwiftUI does, so neighbours stay pixel-aligned.
final class TextNode: LayoutNode {
    let runs: [TextStyleRun]
    let alignment: TextAlignment
    let lineLimit: Int?
    let lineSpacing: CGFloat
    let pixelScale: CGFloat
    let string: String

    init(runs: [TextStyleRun], alignment: TextAlignment, lineLimit: Int?, lineSpacing: CGFloat, pixelScale: CGFloat) {
        self.runs = runs; self.alignment = alignment; self.lineLimit = lineLimit; self.lineSpacing = lineSpacing
        self.pixelScale = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
        self.string = runs.map(\.text).joined()
        super.init(name: "Text")
    }

    private func layout(_ p: ProposedViewSize) -> TextLayoutResult {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil }
        var request = TextLayoutRequest(runs: runs, width: width, maxLines: lineLimit, alignment: alignment, lineSpacing: lineSpacing)
        let engine = TextEngine.current
        var result = engine.layout(request)
        if let height = p.height, height.isFinite, result.size.height > height + 0.01, result.lineCount > 1 {
            let perLine = result.size.height / CGFloat(result.lineCount)
            request.maxLines = max(1, Int((height + 0.01) / perLine))
            result = engine.layout(request)
        }
        return result
    }

    private func ceilToPixel(_ v: CGFloat) -> CGFloat { (v * pixelScale - 0.001).rounded(.up) / pixelScale }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let size = layout(p).size
        return CGSize(width: ceilToPixel(size.width), height: ceilToPixel(size.height))
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let result = layout(proposal)
        // Lines are aligned within the laid-out width; centre that block in the frame
        // if the frame is wider (it is only by pixel rounding).
        let dx = alignmentFactor * (rect.width - result.size.width)
        var placed = PlacedView(node: self, frame: rect, items: [.text(result.drawing(at: CGPoint(x: rect.minX + dx, y: rect.minY)))])
        placed.text = string
        return placed
    }

    private var alignmentFactor: CGFloat {
        switch alignment { case .leading: 0; case .center: 0.5; case .trailing: 1 }
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key {
            return layout(ProposedViewSize(width: size.width, height: size.height)).firstBaseline
        }
        if key == VerticalAlignment.lastTextBaseline.key {
            return layout(ProposedViewSize(width: size.width, height: size.height)).lastBaseline
        }
        return nil
    }
}

import Foundation

/// A paragraph of text: wraps to the proposed width, is one line per paragraph
/// at its ideal size, drops lines (ellipsizing the last) when the proposed
/// height or `lineLimit` cannot hold them all. Before truncating it may tighten
/// (`allowsTightening`) and shrink (`minimumScaleFactor`), as SwiftUI does.
/// Sizes are rounded up to the pixel grid, as SwiftUI does, so neighbours stay
/// pixel-aligned.
final class TextNode: LayoutNode {
    let runs: [TextStyleRun]
    let alignment: TextAlignment
    let lineLimit: Int?
    let reservedLines: Int?
    let lineSpacing: CGFloat
    let truncationMode: Text.TruncationMode
    let minimumScaleFactor: CGFloat
    let allowsTightening: Bool
    let layoutDirection: LayoutDirection
    let pixelScale: CGFloat
    let string: String
    /// `redacted(reason: .placeholder)` is in effect: lines draw as placeholder bars.
    let isRedacted: Bool
    private var layouts: [ProposedViewSize: TextLayoutResult] = [:]

    init(runs: [TextStyleRun], environment env: EnvironmentValues) {
        self.runs = runs
        alignment = env.multilineTextAlignment
        lineLimit = env.lineLimit
        reservedLines = env.reservedLines
        lineSpacing = env.lineSpacing
        truncationMode = env.truncationMode
        minimumScaleFactor = env.minimumScaleFactor
        allowsTightening = env.allowsTightening
        layoutDirection = env.layoutDirection
        pixelScale = env.displayScale > 0 && env.displayScale.isFinite ? env.displayScale : 1
        string = runs.map(\.text).joined()
        isRedacted = env.redactionReasons.contains(.placeholder)
        super.init(name: "Text")
    }

    override var spacingKind: SpacingKind { .text }

    private func request(_ runs: [TextStyleRun], width: CGFloat?) -> TextLayoutRequest {
        TextLayoutRequest(runs: runs, width: width, maxLines: lineLimit, alignment: alignment, lineSpacing: lineSpacing,
                          truncationMode: truncationMode, layoutDirection: layoutDirection, pixelScale: pixelScale)
    }

    /// Lays `runs` out for a proposal, dropping lines the proposed height cannot hold.
    private func fitted(_ runs: [TextStyleRun], _ p: ProposedViewSize) -> TextLayoutResult {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil }
        var request = request(runs, width: width)
        let engine = TextEngine.current
        var result = engine.layout(request)
        if let height = p.height, height.isFinite, result.size.height > height + 0.01, result.lineCount > 1 {
            let perLine = result.size.height / CGFloat(result.lineCount)
            request.maxLines = max(1, Int(saturating: (height + 0.01) / perLine))
            result = engine.layout(request)
            result.isTruncated = true
        }
        return result
    }

    private func fits(_ result: TextLayoutResult, _ p: ProposedViewSize) -> Bool {
        if result.isTruncated { return false }
        if let h = p.height, h.isFinite, result.size.height > h + 0.01 { return false }
        return true
    }

    private func layout(_ p: ProposedViewSize) -> TextLayoutResult {
        if let hit = layouts[p] { return hit }
        if let width = p.width, width.isFinite {
            // A width that holds the ideal line (the size this text reported, rounded to the pixel grid,
            // which can land a hair under the exact width) lays the text out as the ideal one: pango would
            // otherwise ellipsize a line that fits to within its own unit rounding.
            let ideal = layout(ProposedViewSize(width: nil, height: p.height))
            if width >= ideal.size.width - Self.idealWidthTolerance {
                layouts[p] = ideal
                return ideal
            }
        }
        var result = fitted(runs, p)
        if !fits(result, p) && (allowsTightening || minimumScaleFactor < 1) {
            result = shrunk(p) ?? result
        }
        if let reserved = reservedLines, reserved > 1 || result.lineCount < reserved {
            result.size.height = max(result.size.height, reservedHeight(lines: reserved))
        }
        layouts[p] = result
        return result
    }

    /// Tightens, then scales the text down by the largest factor ≥ `minimumScaleFactor`
    /// at which it fits (bisection on the factor); `nil` when nothing helps, the
    /// smallest attempt then being no better than truncation at full size.
    private func shrunk(_ p: ProposedViewSize) -> TextLayoutResult? {
        var base = runs
        if allowsTightening {
            // Tightening squeezes letter spacing by up to about 4 % of the font size.
            base = runs.map { var r = $0; r.kerning -= r.font.size * 0.04; return r }
            let tight = fitted(base, p)
            if fits(tight, p) { return tight }
        }
        guard minimumScaleFactor < 1 else { return nil }
        let smallest = fitted(base.map { $0.scaled(by: minimumScaleFactor) }, p)
        guard fits(smallest, p) else { return smallest }
        var low = minimumScaleFactor, high: CGFloat = 1
        var best = smallest
        for _ in 0..<10 where high - low > 0.005 {
            let mid = (low + high) / 2
            let attempt = fitted(base.map { $0.scaled(by: mid) }, p)
            if fits(attempt, p) { low = mid; best = attempt } else { high = mid }
        }
        return best
    }

    /// The height of `lines` lines in the first run's font (what `reservesSpace` keeps).
    private func reservedHeight(lines: Int) -> CGFloat {
        guard var style = runs.first else { return 0 }
        style.text = Array(repeating: "X", count: min(lines, 1000)).joined(separator: "\n")
        style.underline = nil; style.strikethrough = nil
        let r = TextLayoutRequest(
            runs: [style], width: nil, maxLines: nil, alignment: .leading, lineSpacing: lineSpacing,
            pixelScale: pixelScale)
        return TextEngine.current.layout(r).size.height
    }

    /// How far under the ideal width a proposal may be and still count as the ideal width (points).
    private static let idealWidthTolerance: CGFloat = 0.01

    private func ceilToPixel(_ v: CGFloat) -> CGFloat { (v * pixelScale - 0.001).rounded(.up) / pixelScale }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let size = layout(p).size
        return CGSize(width: ceilToPixel(size.width), height: ceilToPixel(size.height))
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let result = layout(proposal)
        // Lines are aligned within the laid-out width; align that block in the frame
        // if the frame is wider (it is only by pixel rounding).
        let dx = alignmentFactor * (rect.width - result.size.width)
        // Gradient styles were resolved in a unit square: stretch them over the text's frame.
        let local = CGRect(x: -dx, y: 0, width: rect.width, height: rect.height)
        let origin = CGPoint(x: rect.minX + dx, y: rect.minY)
        let drawing = result.mappingPaints(fromUnitTo: local).drawing(at: origin)
        let items = isRedacted ? RedactionPlaceholder.bars(for: result, at: origin) : [.text(drawing)]
        var placed = PlacedView(node: self, frame: rect, items: items)
        placed.text = string
        return placed
    }

    private var alignmentFactor: CGFloat {
        switch alignment.absolute(in: layoutDirection) { case .leading: 0; case .center: 0.5; case .trailing: 1 }
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

    /// Lines after fitting, for tests and tools.
    func lineCount(for p: ProposedViewSize) -> Int { layout(p).lineCount }
}

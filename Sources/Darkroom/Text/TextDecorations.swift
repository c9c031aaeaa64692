import CCairo
import Foundation

extension TextStyleRun {
    /// Underline and strikethrough bars for a stretch of this run on a line, dashed
    /// patterns as separate bars (the display list's decorations are plain rectangles).
    func decorationRects(x: CGFloat, width: CGFloat, baseline: CGFloat) -> [(CGRect, RGBA)] {
        let thickness = max(1, font.size / 17)
        var out: [(CGRect, RGBA)] = []
        let y = baseline - baselineOffset
        if let u = underline {
            out += u.bars(x: x, width: width, y: y + font.size * 0.12, thickness: thickness)
        }
        if let s = strikethrough {
            out += s.bars(x: x, width: width, y: y - font.size * 0.28, thickness: thickness)
        }
        return out
    }
}

extension TextStyleRun {
    /// A hollow box standing for a character no installed font has, in the text's colour.
    func missingGlyphBox(advance: CGFloat, x: CGFloat, baseline: CGFloat) -> [(CGRect, RGBA)] {
        let color: RGBA = switch paint {
        case .color(let c): c
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _),
             .ellipticalGradient(let s, _, _, _, _): s.first?.color ?? RGBA(hex: 0)
        case .image(let p): p.representativeColor
        }
        let t = max(0.5, font.size / 20)
        let box = CGRect(
            x: x + advance * 0.1, y: baseline - font.size * 0.7, width: max(advance * 0.8, t * 3),
            height: font.size * 0.7)
        return [
            (CGRect(x: box.minX, y: box.minY, width: box.width, height: t), color),
            (CGRect(x: box.minX, y: box.maxY - t, width: box.width, height: t), color),
            (CGRect(x: box.minX, y: box.minY, width: t, height: box.height), color),
            (CGRect(x: box.maxX - t, y: box.minY, width: t, height: box.height), color),
        ]
    }
}

extension TextLineDecoration {
    /// Lengths of on and off segments, in multiples of the line thickness.
    private var dashes: [CGFloat] {
        switch pattern {
        case .solid: []
        case .dot: [1, 2]
        case .dash: [4, 2]
        case .dashDot: [4, 2, 1, 2]
        case .dashDotDot: [4, 2, 1, 2, 1, 2]
        }
    }

    func bars(x: CGFloat, width: CGFloat, y: CGFloat, thickness: CGFloat) -> [(CGRect, RGBA)] {
        guard width > 0 else { return [] }
        let pattern = dashes
        if pattern.isEmpty { return [(CGRect(x: x, y: y, width: width, height: thickness), color)] }
        var out: [(CGRect, RGBA)] = []
        var pen = x
        var i = 0
        while pen < x + width, out.count < 10_000 {
            let length = pattern[i % pattern.count] * thickness
            if i % 2 == 0 {
                out.append((CGRect(x: pen, y: y, width: min(length, x + width - pen), height: thickness), color))
            }
            pen += length
            i += 1
        }
        return out
    }
}

extension TextLayoutRequest {
    /// Pango's ellipsis position. Head and middle truncation apply to single-line
    /// text; a paragraph cut to several lines is ellipsized at the end of its last line.
    var pangoEllipsizeMode: PangoEllipsizeMode {
        guard maxLines == 1 else { return PANGO_ELLIPSIZE_END }
        switch truncationMode {
        case .head: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .tail: return PANGO_ELLIPSIZE_END
        }
    }
}

extension TextAlignment {
    /// The alignment as a side of the page: `.leading` is the right side in right-to-left layouts.
    func absolute(in direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }
}

import CGD
import Foundation

/// Text through libgd's FreeType renderer, `gdImageStringFTEx`.
///
/// Layout already chose fonts and glyph positions (pango); libgd draws with the
/// same font file (`FontFace.filePath`, or the fontconfig name when the file is
/// unknown) and puts each cluster (a character, or a ligature's characters) at
/// the pen position of its first glyph, so lines keep layout's advances and
/// kerning; a truncated line's ellipsis is drawn as "…". libgd places text
/// on whole pixels; cairo 1.16 rounds glyph
/// positions on image surfaces too. libgd text takes one colour per call, so a
/// gradient text paint colours each cluster with the gradient at its pen position.
enum GDFonts {
    /// libgd's font cache must be set up once before threads use it.
    static let ready: Bool = {
        _ = gdFontCacheSetup()
        _ = gdFTUseFontConfig(1)
        return true
    }()
}

extension GDReplayer {
    func drawText(_ text: TextDrawing, _ s: State) {
        _ = GDFonts.ready
        let clip = s.clip.intersection(canvas.bounds)
        guard !clip.isEmpty else { return }
        let t = s.ctm
        let scale = Self.scale(of: t)
        // libgd's angle is counter-clockwise on screen; a y-down CTM's rotation is clockwise.
        let angle = -atan2(Double(t.b), Double(t.a))
        canvas.setClip(clip)
        defer { canvas.setClip(canvas.bounds) }
        for run in text.runs where !run.glyphs.isEmpty {
            let sampler = PaintSampler(run.paint, ctm: .identity)
            if let c = sampler.solidColor, c.alpha <= 0 { continue }
            var extra = gdFTStringExtra()
            extra.flags = Int32(gdFTEX_RESOLUTION)
            extra.hdpi = 72; extra.vdpi = 72
            let font: String
            if let path = run.font.filePath {
                font = path; extra.flags |= Int32(gdFTEX_FONTPATHNAME)
            } else {
                font = run.font.name; extra.flags |= Int32(gdFTEX_FONTCONFIG)
            }
            let size = Double(run.font.pointSize * scale)
            guard size > 0, size.isFinite else { continue }
            for piece in Self.clusters(of: run) {
                // A gradient paint gives each cluster its colour at the cluster's pen position.
                let color = sampler.color(atDevice: piece.pen)
                guard color.alpha > 0 else { continue }
                let fg = GDColor.make(color, alpha: color.alpha)
                let p = CGPoint(x: piece.pen.x, y: piece.pen.y).applying(t)
                guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { continue }
                var brect = [Int32](repeating: 0, count: 8)
                let x = Int32(p.x.rounded()) - Int32(canvas.origin.x), y = Int32(p.y.rounded()) - Int32(canvas.origin.y)
                let err: UnsafeMutablePointer<CChar>? = font.withCString { f in
                    piece.text.withCString { str in
                        gdImageStringFTEx(canvas.image, &brect, fg, UnsafeMutablePointer(mutating: f), size, angle, x, y,
                                          UnsafeMutablePointer(mutating: str), &extra)
                    }
                }
                if err != nil { continue }
                let xs = [brect[0], brect[2], brect[4], brect[6]].map { Int($0) + canvas.origin.x }
                let ys = [brect[1], brect[3], brect[5], brect[7]].map { Int($0) + canvas.origin.y }
                canvas.markDirty(PixelRect(x0: xs.min()! - 1, y0: ys.min()! - 1, x1: xs.max()! + 2, y1: ys.max()! + 2))
            }
        }
        canvas.setClip(canvas.bounds)
        for d in text.decorations {
            draw([.fill(Path(d.rect), .color(d.color), FillStyle())], s)
        }
    }

    /// The run's text cut at its clusters, each with its first glyph's pen position.
    /// Whitespace is skipped: it draws nothing.
    static func clusters(of run: GlyphRun) -> [(text: String, pen: CGPoint)] {
        let utf8 = Array(run.text.utf8)
        guard !run.clusters.isEmpty, !run.clustersBackward else {
            return [(run.text, CGPoint(x: run.glyphs[0].x, y: run.glyphs[0].y))]
        }
        var out: [(String, CGPoint)] = []
        var byte = 0, glyph = 0
        for c in run.clusters {
            let b = Int(c.bytes), g = Int(c.glyphs)
            defer { byte += b; glyph += g }
            guard b > 0, byte + b <= utf8.count, glyph < run.glyphs.count, g > 0 else { continue }
            guard var s = String(bytes: utf8[byte..<(byte + b)], encoding: .utf8),
                  !s.allSatisfy({ $0.isWhitespace }) else { continue }
            // One glyph standing for four or more characters is pango's ellipsis
            // (the elided text maps to the "…" glyph); ligatures join two or three.
            if g == 1 && s.count >= 4 { s = "\u{2026}" }
            out.append((s, CGPoint(x: run.glyphs[glyph].x, y: run.glyphs[glyph].y)))
        }
        return out
    }
}

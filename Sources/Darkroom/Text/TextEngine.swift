import CCairo
import Foundation

/// The result of laying out a paragraph: its size and its shaped lines, with
/// glyph positions relative to the paragraph's top-left corner.
struct TextLayoutResult {
    var size: CGSize
    var firstBaseline: CGFloat
    var lastBaseline: CGFloat
    var lineCount: Int
    var runs: [GlyphRun]
    var decorations: [(rect: CGRect, color: RGBA)]
    /// Whether lines were dropped or ellipsized to honour the line limit.
    var isTruncated = false
    /// Glyphs no installed font has (drawn as nothing; pango would draw a hex box).
    var missingGlyphs = 0
    /// Each line's box (its laid-out width, after alignment), relative to the paragraph's top-left corner.
    var lineBoxes: [CGRect] = []

    /// The drawing of this paragraph with its top-left corner at `origin`, lines
    /// aligned inside `width`.
    func drawing(at origin: CGPoint) -> TextDrawing {
        let moved = runs.map { run -> GlyphRun in
            var r = run
            r.origin = CGPoint(x: run.origin.x + origin.x, y: run.origin.y + origin.y)
            r.glyphs = run.glyphs.map { PositionedGlyph(id: $0.id, x: $0.x + origin.x, y: $0.y + origin.y) }
            r.paint = run.paint.offsetBy(dx: origin.x, dy: origin.y)
            return r
        }
        return TextDrawing(
            runs: moved,
            decorations: decorations.map { (rect: $0.rect.offsetBy(dx: origin.x, dy: origin.y), color: $0.color) })
    }
}

/// Shapes and measures text with pango and fontconfig.
///
/// Pango's default font map belongs to the thread that made it and is not safe to
/// share, so each thread keeps its own engine: renders on several threads never
/// share pango state. Metrics are
/// unhinted and glyph positions unrounded, so a layout does not depend on the
/// scale it is drawn at.
final class TextEngine {
    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    private var faces: [UnsafeMutableRawPointer: FontFace] = [:]
    private var cache: [TextLayoutRequest: TextLayoutResult] = [:]
    /// Characters no installed font could draw, counted during one layout.
    private var missingGlyphs = 0
    /// Where missing glyphs go on the current line (a box is drawn there, as iOS does).
    private var missingBoxes: [(rect: CGRect, style: TextStyleRun)] = []

    private init(fonts: FontConfiguration? = nil) {
        fontMap = OpaquePointer(pango_cairo_font_map_new())
        fonts?.apply(to: fontMap)
        context = pango_font_map_create_context(UnsafeMutablePointer(fontMap))
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        // Sizes below are absolute (points), so resolution does not matter; set 72 anyway
        // so that any size pango derives on its own means points, not 96-dpi pixels.
        pango_cairo_context_set_resolution(context, 72)
    }

    // The engine dies with its thread (TextEngineTable's pthread key destructor):
    // its pango context and font map (with their fontconfig patterns and
    // FreeType faces, ≈ 3 MB) go with it, so threads that come and go do not leak.
    deinit {
        darkroom_g_object_unref(UnsafeMutableRawPointer(context))
        darkroom_g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// This thread's engine.
    static var current: TextEngine {
        // One engine per font configuration (FontConfiguration.swift), so renders with
        // different fonts may interleave on a thread.
        let fonts = FontConfiguration.effective
        let table = TextEngineTable.current
        let key = fonts?.id
        if let engine = table.engines[key] { return engine }
        let engine = TextEngine(fonts: fonts)
        table.engines[key] = engine
        return engine
    }

    func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        if let hit = cache[request] { return hit }
        let result = performLayout(request)
        if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        cache[request] = result
        return result
    }

    private func performLayout(_ request: TextLayoutRequest) -> TextLayoutResult {
        missingGlyphs = 0
        // Paragraphs with no strongly directional character follow the environment's direction.
        pango_context_set_base_dir(
            context, request.layoutDirection == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        let layout = pango_layout_new(context)!
        defer { darkroom_g_object_unref(UnsafeMutableRawPointer(layout)) }

        var utf8 = [UInt8]()
        var ranges: [(start: Int, end: Int, run: TextStyleRun)] = []
        let attrs = pango_attr_list_new()!
        for run in Self.boundedRuns(request.runs) {
            let start = utf8.count
            // Text past InputLimits.maxTextBytes is not laid out (cut at a scalar
            // boundary), so one paragraph's cost is bounded whatever the caller sends.
            let room = InputLimits.maxTextBytes - start
            guard room > 0 else { break }
            let bytes = run.text.utf8
            if bytes.count <= room {
                utf8.append(contentsOf: bytes)
            } else {
                var cut = room
                let prefix = Array(bytes.prefix(room + 1))
                while cut > 0, prefix[cut] & 0xC0 == 0x80 { cut -= 1 }
                utf8.append(contentsOf: prefix[0..<cut])
            }
            let end = utf8.count
            ranges.append((start, end, run))
            guard end > start else { continue }
            let desc = pango_font_description_new()!
            pango_font_description_set_family(desc, run.font.family)
            let glyphScale = run.font.usesSystemMetrics ? SystemFontMetrics.glyphScale(size: run.font.size) : 1
            let size = Double(run.font.size * glyphScale).clamped(to: 0...InputLimits.maxFontSize)
            pango_font_description_set_absolute_size(desc, size * Double(darkroom_pango_scale()))
            let weight = UInt32(saturating: Double(run.font.weight).clamped(to: 100...1000, nanAs: 400))
            pango_font_description_set_weight(desc, PangoWeight(rawValue: weight))
            pango_font_description_set_style(desc, run.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
            insert(pango_attr_font_desc_new(desc), start, end, into: attrs)
            pango_font_description_free(desc)
            // A distinct (invisible to us) foreground per run makes pango split glyph runs at
            // every style boundary, so each run maps to exactly one style.
            let tag = UInt16(truncatingIfNeeded: ranges.count)
            insert(pango_attr_foreground_new(tag, 0, 0), start, end, into: attrs)
            if !run.font.features.isEmpty {
                insert(pango_attr_font_features_new(run.font.features), start, end, into: attrs)
            }
            let spacing = run.letterSpacing
            if spacing != 0 {
                let units = Int32(saturating: spacing * CGFloat(darkroom_pango_scale()))
                insert(pango_attr_letter_spacing_new(units), start, end, into: attrs)
            }
            if run.font.usesSystemMetrics {
                let height = SystemFontMetrics.lineHeight(size: run.font.size, scale: request.pixelScale)
                insert(pango_attr_line_height_new_absolute(Int32(saturating: height * CGFloat(darkroom_pango_scale()))),
                       start, end, into: attrs)
            }
            let overrides = SystemGlyphOverrides.attributes(
                for: run, utf8: utf8, start: start, end: end)
            for override in overrides {
                insert(override.attribute, override.start, override.end, into: attrs)
            }
        }
        utf8.withUnsafeBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buf.count, 1)) {
                pango_layout_set_text(layout, $0, Int32(clamping: buf.count))
            }
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if let width = request.width, width.isFinite {
            pango_layout_set_width(layout, Int32(saturating: max(0, width) * CGFloat(darkroom_pango_scale())))
        }
        if let maxLines = request.maxLines, maxLines > 0 {
            pango_layout_set_height(layout, -Int32(clamping: maxLines))
            pango_layout_set_ellipsize(layout, request.pangoEllipsizeMode)
            if request.width == nil {
                // Without a width pango does not ellipsize; truncate after `maxLines` paragraphs instead.
                pango_layout_set_width(layout, -1)
            }
        }
        if request.lineSpacing > 0 {
            pango_layout_set_spacing(layout, Int32(saturating: request.lineSpacing * CGFloat(darkroom_pango_scale())))
        }

        let scale = CGFloat(darkroom_pango_scale())
        var lines:
            [(
                runs: [GlyphRun], width: CGFloat, baseline: CGFloat, top: CGFloat, height: CGFloat,
                decorations: [(CGRect, RGBA)]
            )] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var lineCount = 0
        // The frame is as wide as the widest line with the space it wrapped at (lines are still
        // aligned by their letters, as CoreText flushes lines without their trailing whitespace).
        var widestWithTrailingSpace: CGFloat = 0
        // Lines in order; within a line, runs in visual order, each advancing the pen.
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let line = pango_layout_iter_get_line_readonly(iter)!
            let lineStart = Int(line.pointee.start_index)
            // Where the line's letters end and the whitespace it wrapped at begins (a line holds
            // no paragraph separator).
            var lettersEnd = lineStart + Int(line.pointee.length)
            while lettersEnd > lineStart, utf8[lettersEnd - 1] == 0x20 || utf8[lettersEnd - 1] == 0x09 {
                lettersEnd -= 1
            }
            let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
                + baselineCorrection(of: line, ranges, scale: request.pixelScale)
            var runs: [GlyphRun] = []
            var decorations: [(CGRect, RGBA)] = []
            missingBoxes.removeAll()
            let edges = SystemGlyphOverrides.edgePadding(
                lineStart: lineStart, lettersEnd: lettersEnd, utf8: utf8, style: { Self.style(at: $0, in: ranges) })
            // Lines start at 0; `finish` aligns them (pango's own alignment ignores the layout direction).
            var x: CGFloat = edges.leading
            var node = line.pointee.runs
            while let current = node {
                let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let width = CGFloat(pango_glyph_string_get_width(run.pointee.glyphs)) / scale
                if let made = makeRun(run, utf8: utf8, ranges: ranges, x: x, baseline: baseline) {
                    runs.append(made.run)
                    decorations += made.style.decorationRects(x: x, width: width, baseline: baseline)
                    decorations += missingBoxes.flatMap {
                        $0.style.missingGlyphBox(advance: $0.rect.width, x: $0.rect.minX, baseline: $0.rect.minY)
                    }
                    missingBoxes.removeAll()
                }
                x += width
                node = current.pointee.next
            }
            let lineWidth = CGFloat(logical.width) / scale + edges.leading + edges.trailing
            widestWithTrailingSpace = max(widestWithTrailingSpace,
                                          lineWidth + trailingWhitespace(of: line, from: lettersEnd, ranges: ranges))
            lines.append((runs, lineWidth, baseline,
                          CGFloat(logical.y) / scale, CGFloat(logical.height) / scale, decorations))
            lineCount += 1
        } while pango_layout_iter_next_line(iter) != 0

        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        // A trailing space never widens the frame past the width the text was given.
        if let width = request.width, width.isFinite {
            widestWithTrailingSpace = min(widestWithTrailingSpace, max(0, width))
        }
        let contentWidth = max(lines.map(\.width).max() ?? 0, widestWithTrailingSpace)
        let height = CGFloat(logical.height) / scale
        var result = finish(lines: lines, contentWidth: contentWidth, height: height,
                            alignment: request.alignment.absolute(in: request.layoutDirection), lineCount: lineCount)
        result.isTruncated = pango_layout_is_ellipsized(layout) != 0
        if result.isTruncated, let width = request.width, result.size.width > width {
            // Pango fits an ellipsized line without the letter spacing at its ends (SF's
            // tracking is negative at most sizes): the line keeps to the width it was given.
            result.size.width = width
        }
        result.missingGlyphs = missingGlyphs
        return result
    }

    private func finish(
        lines: [(
            runs: [GlyphRun], width: CGFloat, baseline: CGFloat, top: CGFloat, height: CGFloat,
            decorations: [(CGRect, RGBA)]
        )],
        contentWidth: CGFloat, height: CGFloat, alignment: TextAlignment, lineCount: Int
    ) -> TextLayoutResult {
        let factor: CGFloat =
            switch alignment {
            case .leading: 0;
            case .center: 0.5;
            case .trailing: 1
            }
        var runs: [GlyphRun] = []
        var decorations: [(rect: CGRect, color: RGBA)] = []
        var boxes: [CGRect] = []
        for line in lines {
            let dx = (contentWidth - line.width) * factor
            boxes.append(CGRect(x: dx, y: line.top, width: line.width, height: line.height))
            for var run in line.runs {
                if dx != 0 {
                    run.origin.x += dx
                    run.glyphs = run.glyphs.map { PositionedGlyph(id: $0.id, x: $0.x + dx, y: $0.y) }
                }
                runs.append(run)
            }
            decorations += line.decorations.map { (rect: $0.0.offsetBy(dx: dx, dy: 0), color: $0.1) }
        }
        var result = TextLayoutResult(
            size: CGSize(width: contentWidth, height: height),
            firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
            lineCount: lineCount, runs: runs, decorations: decorations)
        result.lineBoxes = boxes
        return result
    }

    /// SF's baseline against pango's for the line at `iter`: the correction of its largest
    /// system-font run (the run that sets a line's baseline is its tallest).
    private func baselineCorrection(
        of line: UnsafeMutablePointer<PangoLayoutLine>, _ ranges: [(start: Int, end: Int, run: TextStyleRun)],
        scale: CGFloat
    ) -> CGFloat {
        var largest: CGFloat = 0
        var node = line.pointee.runs
        while let current = node {
            let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
            if let style = Self.style(at: Int(run.pointee.item.pointee.offset), in: ranges),
               style.font.usesSystemMetrics, style.font.size.isFinite {
                largest = max(largest, style.font.size)
            }
            node = current.pointee.next
        }
        return largest > 0 ? SystemFontMetrics.baselineCorrection(size: largest, scale: scale) : 0
    }

    /// The width of the whitespace a wrapped line ends with, from byte `trailingStart` on. Pango
    /// gives it no width; iOS keeps it in the line, so a wrapped paragraph is as wide as its widest
    /// line with its trailing space (a 34 pt `.largeTitle` paragraph recorded on iOS 26 is 370.5 pt
    /// wide, its widest line's letters 361 pt and one space after them).
    private func trailingWhitespace(
        of line: UnsafeMutablePointer<PangoLayoutLine>, from trailingStart: Int,
        ranges: [(start: Int, end: Int, run: TextStyleRun)]
    ) -> CGFloat {
        guard trailingStart < Int(line.pointee.start_index + line.pointee.length) else { return 0 }
        let text = pango_layout_get_text(line.pointee.layout)!
        let scale = CGFloat(darkroom_pango_scale())
        var width: CGFloat = 0
        // One shaping per font and character, however many spaces a line ends with.
        var advances: [WhitespaceKey: CGFloat] = [:]
        var node = line.pointee.runs
        while let current = node {
            let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
            let item = run.pointee.item.pointee
            let glyphs = run.pointee.glyphs.pointee
            for i in 0..<Int(glyphs.num_glyphs) where glyphs.glyphs[i].geometry.width == 0 {
                let byte = Int(item.offset) + Int(glyphs.log_clusters[i])
                // Only whitespace at the line's end: pango empties it there and only there.
                guard byte >= trailingStart else { continue }
                // The emptied glyph is gone; shaping the character again with the run's font gives its advance.
                let key = WhitespaceKey(font: UnsafeMutableRawPointer(item.analysis.font), character: text[byte])
                let advance = advances[key] ?? {
                    var analysis = item.analysis
                    let shaped = pango_glyph_string_new()!
                    defer { pango_glyph_string_free(shaped) }
                    pango_shape(text + byte, 1, &analysis, shaped)
                    return CGFloat(pango_glyph_string_get_width(shaped)) / scale
                }()
                advances[key] = advance
                let spacing = Self.style(at: byte, in: ranges)?.letterSpacing ?? 0
                width += max(0, advance + spacing)
            }
            node = current.pointee.next
        }
        return width
    }

    /// A whitespace character in one font, whose advance is shaped once per line.
    private struct WhitespaceKey: Hashable {
        var font: UnsafeMutableRawPointer?
        var character: CChar
    }

    private func insert(
        _ attr: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int, into list: OpaquePointer
    ) {
        guard let attr else { return }
        attr.pointee.start_index = UInt32(start)
        attr.pointee.end_index = UInt32(end)
        pango_attr_list_insert(list, attr)
    }

    private func makeRun(_ run: UnsafeMutablePointer<PangoGlyphItem>, utf8: [UInt8],
                         ranges: [(start: Int, end: Int, run: TextStyleRun)], x: CGFloat, baseline: CGFloat)
        -> (run: GlyphRun, style: TextStyleRun)? {
        let item = run.pointee.item.pointee
        let glyphs = run.pointee.glyphs.pointee
        let offset = Int(item.offset), length = Int(item.length)
        guard let fontPointer = item.analysis.font, let style = Self.style(at: offset, in: ranges) else { return nil }
        let face = fontFace(for: fontPointer, size: style.font.size)
        let scale = CGFloat(darkroom_pango_scale())

        var positioned: [PositionedGlyph] = []
        positioned.reserveCapacity(Int(glyphs.num_glyphs))
        var starts: [Int32] = []
        var pen = x
        let y = baseline - style.baselineOffset
        let risesGlyphs = SystemGlyphOverrides.applies(to: style)
        for i in 0..<Int(glyphs.num_glyphs) {
            let info = glyphs.glyphs[i]
            let id = info.glyph
            // PANGO_GLYPH_EMPTY draws nothing; PANGO_GLYPH_UNKNOWN_FLAG marks a missing glyph
            // that pango would draw as a hex box: both are skipped, their advance kept.
            if id != 0x0FFF_FFFF && id & 0x1000_0000 == 0 {
                let byte = offset + Int(glyphs.log_clusters[i])
                let rise = risesGlyphs ? SystemGlyphOverrides.rise(at: byte, in: utf8, size: style.font.size) : 0
                positioned.append(PositionedGlyph(id: id, x: pen + CGFloat(info.geometry.x_offset) / scale,
                                                  y: y + CGFloat(info.geometry.y_offset) / scale - rise))
                starts.append(glyphs.log_clusters[i])
            } else if id & 0x1000_0000 != 0 {
                missingGlyphs += 1
                missingBoxes.append(
                    (CGRect(x: pen, y: y, width: CGFloat(info.geometry.width) / scale, height: 0), style))
            }
            pen += CGFloat(info.geometry.width) / scale
        }
        // Clusters tie bytes of text to glyphs so PDF text stays searchable and selectable.
        let text = String(decoding: utf8[offset..<(offset + length)], as: UTF8.self)
        var clusters: [(bytes: Int32, glyphs: Int32)] = []
        let distinct = Array(Set(starts)).sorted()
        var i = 0
        var valid = true
        while i < starts.count {
            var j = i
            while j < starts.count && starts[j] == starts[i] { j += 1 }
            let start = starts[i]
            // The next cluster start after this one: a binary search (runs can hold
            // hundreds of thousands of glyphs; a linear scan per cluster was quadratic).
            var low = 0, high = distinct.count
            while low < high {
                let mid = (low + high) / 2
                if distinct[mid] > start { high = mid } else { low = mid + 1 }
            }
            let next = low < distinct.count ? distinct[low] : Int32(length)
            if next <= start { valid = false; break }
            clusters.append((bytes: next - start, glyphs: Int32(j - i)))
            i = j
        }
        let backward = item.analysis.level % 2 == 1
        // Bytes not covered by any drawn glyph (skipped glyphs) break cairo's cluster
        // contract; such runs are drawn without a text mapping.
        if !valid || clusters.reduce(0, { $0 + Int($1.bytes) }) != length { clusters = [] }
        let glyphRun = GlyphRun(font: face, glyphs: positioned, text: text, clusters: clusters,
                                clustersBackward: backward, paint: style.paint,
                                origin: CGPoint(x: x, y: y))
        return (glyphRun, style)
    }

    /// The runs as laid out: past `InputLimits.maxTextRuns`, the remaining text
    /// joins the last run and takes its style. pango applies every attribute of
    /// a line to each of its glyph items, so cost grows with the square of the run count.
    private static func boundedRuns(_ runs: [TextStyleRun]) -> [TextStyleRun] {
        let limit = InputLimits.maxTextRuns
        guard runs.count > limit else { return runs }
        var bounded = Array(runs.prefix(limit))
        var joined = ""
        for run in runs[(limit - 1)...] {
            joined += run.text
            if joined.utf8.count > InputLimits.maxTextBytes { break }
        }
        bounded[limit - 1].text = joined
        return bounded
    }

    /// The style of the run holding byte `offset`: a binary search over `ranges`
    /// (in text order), since Markdown can make hundreds of thousands of runs.
    private static func style(at offset: Int, in ranges: [(start: Int, end: Int, run: TextStyleRun)]) -> TextStyleRun? {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].end <= offset { low = mid + 1 } else { high = mid }
        }
        // Empty runs share their start with the next one; skip to the one holding the byte.
        while low < ranges.count, ranges[low].end <= offset || ranges[low].start > offset { low += 1 }
        return low < ranges.count && ranges[low].start <= offset ? ranges[low].run : nil
    }

    private func fontFace(for font: UnsafeMutablePointer<PangoFont>, size: CGFloat) -> FontFace {
        let key = UnsafeMutableRawPointer(font)
        if let face = faces[key] { return face }
        let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font))!
        var path: String?
        var index = 0
        var name = ""
        if let pattern = pango_fc_font_get_pattern(
            UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
        {
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file {
                path = String(cString: file)
            }
            var idx: Int32 = 0
            if FcPatternGetInteger(pattern, "index", 0, &idx) == FcResultMatch { index = Int(idx) }
            var fullname: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, "fullname", 0, &fullname) == FcResultMatch, let fullname {
                name = String(cString: fullname)
            }
        }
        let face = FontFace(scaledFont: scaled, filePath: path, faceIndex: index, pointSize: size, name: name)
        faces[key] = face
        return face
    }
}

extension Paint {
    func offsetBy(dx: CGFloat, dy: CGFloat) -> Paint {
        switch self {
        case .color: self
        case .linearGradient(let s, let a, let b):
            .linearGradient(stops: s, start: CGPoint(x: a.x + dx, y: a.y + dy), end: CGPoint(x: b.x + dx, y: b.y + dy))
        case .radialGradient(let s, let c, let r0, let r1):
            .radialGradient(stops: s, center: CGPoint(x: c.x + dx, y: c.y + dy), startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1):
            .angularGradient(stops: s, center: CGPoint(x: c.x + dx, y: c.y + dy), startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let s, let c, let size, let f0, let f1):
            .ellipticalGradient(stops: s, center: CGPoint(x: c.x + dx, y: c.y + dy), size: size,
                                startRadiusFraction: f0, endRadiusFraction: f1)
        case .image(let p): .image(p.offsetBy(dx: dx, dy: dy))
        }
    }
}

import CCairo
import Foundation

/// Replays a display list into a cairo context: the modern path's backend for
/// image, PDF and SVG surfaces alike.
struct CairoReplayer {
    let cr: OpaquePointer
    /// Vector surfaces (PDF, SVG) get text with its cluster mapping, so the text
    /// stays searchable; raster surfaces take the cheaper glyph-only call.
    let isVector: Bool
    /// Rasterised effects (shadows) use at least this many pixels per point, even
    /// where the surface has no pixels (PDF, SVG): `rasterizationScale`.
    var minimumRasterScale: CGFloat = 1

    init(cr: OpaquePointer, isVector: Bool, minimumRasterScale: CGFloat = 1) {
        self.cr = cr; self.isVector = isVector
        self.minimumRasterScale = minimumRasterScale.isFinite && minimumRasterScale > 0 ? minimumRasterScale : 1
    }

    func draw(_ items: [DisplayItem]) {
        var i = 0
        while i < items.count {
            // Runs of thin straight strokes go to the exact-coverage fast path (CairoThinStrokes.swift).
            if let next = drawThinStrokeRun(items, from: i) { i = next; continue }
            draw(items[i]); i += 1
        }
    }

    func draw(_ item: DisplayItem) {
        switch item {
        case .fill(let path, let paint, let style):
            guard !paint.isInvisible, !path.isEmpty else { return }
            // Pixel-aligned gradient rectangles skip pixman's per-pixel stop walk (CairoGradientFill.swift).
            if case .linearGradient(let stops, let start, let end) = paint,
               fillLinearGradientRectangle(path, stops: stops, start: start, end: end) { return }
            addPath(path)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            if case .image(let pattern) = paint { return paintPath(with: pattern) { cairo_fill(cr) } }
            setPaint(paint)
            cairo_fill(cr)
        case .stroke(let path, let paint, let style):
            guard !paint.isInvisible, !path.isEmpty, style.lineWidth > 0, style.lineWidth.isFinite else { return }
            addPath(path)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            applyStroke(style)
            if case .image(let pattern) = paint { return paintPath(with: pattern) { cairo_stroke(cr) } }
            setPaint(paint)
            cairo_stroke(cr)
        case .text(let text):
            drawText(text)
        case .image(let image, let rect, let interpolation):
            drawImage(image, in: rect, interpolation: interpolation)
        case .group(let group):
            drawGroup(group)
        }
    }

    func addPath(_ path: Path) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        // cairo's tessellation grows faster than linearly with a path's crossings:
        // elements past InputLimits.maxPathElements are not drawn (docs/hostile-input.md).
        for element in path.elements.prefix(InputLimits.maxPathElements) {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y); current = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                // Degree elevation: the cubic with the same curve as the quadratic.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    func setPaint(_ paint: Paint) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .linearGradient(let stops, let start, let end):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            addStops(stops, to: pattern)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .radialGradient(let stops, let center, let r0, let r1):
            let pattern = cairo_pattern_create_radial(center.x, center.y, max(0, r0), center.x, center.y, max(0, r1))!
            addStops(stops, to: pattern)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .angularGradient, .ellipticalGradient:
            // Built in GradientPatterns.swift (mesh / transformed radial patterns).
            setGradientPattern(paint)
        case .image(let pattern):
            // Where the pattern's surface cannot outlive the call (text, a glyph run's fill), the pattern's
            // colour stands in; fills and strokes draw the pattern itself (CairoImagePatterns.swift).
            let c = pattern.representativeColor
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        }
    }

    func addStops(_ stops: [GradientStop], to pattern: OpaquePointer) {
        for s in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, min(max(s.location, 0), 1), s.color.red, s.color.green, s.color.blue, s.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }

    func applyStroke(_ style: StrokeStyle) {
        cairo_set_line_width(cr, Self.drawableLineWidth(style.lineWidth, cr: cr))
        cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(style.lineCap.rawValue)))
        cairo_set_line_join(cr, cairo_line_join_t(UInt32(style.lineJoin.rawValue)))
        cairo_set_miter_limit(cr, max(1, style.miterLimit))
        let dashes = style.dash.map { Double(max(0, $0)) }
        if !dashes.isEmpty && dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// `width` held to `InputLimits.maxDeviceLineWidth` device pixels. A wider stroke covers the same pixels (the
    /// whole surface and more), but cairo approximates its pen with vertices in proportion to the square root of
    /// the width: a circle stroked 10¹² points wide took 11 s, one 10¹⁰ wide 0.05 s.
    static func drawableLineWidth(_ width: CGFloat, cr: OpaquePointer) -> CGFloat {
        let deviceScale = cairo_matrix_t(currentOf: cr).deviceScale
        guard deviceScale.isFinite, deviceScale > 0 else { return width }
        return min(width, InputLimits.maxDeviceLineWidth / deviceScale)
    }

    func drawText(_ text: TextDrawing) {
        for run in text.runs where !run.glyphs.isEmpty {
            cairo_set_scaled_font(cr, run.font.scaledFont)
            setPaint(run.paint)
            let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.x, y: $0.y) }
            if isVector && !run.clusters.isEmpty {
                let clusters = run.clusters.map { cairo_text_cluster_t(num_bytes: $0.bytes, num_glyphs: $0.glyphs) }
                let flags = run.clustersBackward ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(0)
                let utf8 = Array(run.text.utf8CString)
                cairo_show_text_glyphs(cr, utf8, Int32(utf8.count - 1), glyphs, Int32(glyphs.count),
                                       clusters, Int32(clusters.count), flags)
            } else {
                cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
            }
        }
        for d in text.decorations {
            cairo_rectangle(cr, d.rect.minX, d.rect.minY, d.rect.width, d.rect.height)
            cairo_set_source_rgba(cr, d.color.red, d.color.green, d.color.blue, d.color.alpha)
            cairo_fill(cr)
        }
    }

    func drawImage(_ image: CGImage, in rect: CGRect, interpolation: ImageInterpolation) {
        // A non-finite origin would put cairo into its "invalid matrix" error state
        // (cairo then leaks the pushed groups' patterns); such an image draws nothing.
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.minX.isFinite, rect.minY.isFinite else { return }
        // So does an image scaled past what cairo can invert (a width of 1e-300, or an
        // origin of 1e300 in a scaled group): it would show nothing anyway.
        var placement = cairo_matrix_t()
        cairo_get_matrix(cr, &placement)
        cairo_matrix_translate(&placement, rect.minX, rect.minY)
        cairo_matrix_scale(&placement, rect.width / CGFloat(image.width), rect.height / CGFloat(image.height))
        guard cairo_matrix_invert(&placement) == CAIRO_STATUS_SUCCESS else { return }
        CairoImage.withSurface(of: image) { surface in
            cairo_save(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / CGFloat(image.width), rect.height / CGFloat(image.height))
            // A pattern of our own, not `cairo_get_source`: on a context already in an
            // error state that returns a fresh error pattern nobody frees (a leak per image).
            let source = cairo_pattern_create_for_surface(surface)!
            defer { cairo_pattern_destroy(source) }
            let filter: cairo_filter_t = switch interpolation {
            case .none: CAIRO_FILTER_NEAREST
            case .low: CAIRO_FILTER_FAST
            case .medium: CAIRO_FILTER_GOOD
            case .high: CAIRO_FILTER_BEST
            }
            // Enlarging, cairo's BEST filter samples by area (hard pixel edges); GOOD is
            // bilinear there, the smooth look Core Graphics gives. Shrinking keeps BEST.
            var px = 1.0, py = 0.0
            cairo_user_to_device_distance(cr, &px, &py)
            let enlarging = hypot(px, py) > 1 && filter == CAIRO_FILTER_BEST
            cairo_pattern_set_filter(source, enlarging ? CAIRO_FILTER_GOOD : filter)
            cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, source)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    func drawGroup(_ group: DisplayGroup, inheritedShadows: [Shadow] = []) {
        // A collapsed (zero-scale) or non-finite transform draws nothing, as in SwiftUI.
        guard group.transform.isIdentity || group.transform.isDrawable else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !group.transform.isIdentity {
            var m = cairo_matrix_t(xx: group.transform.a, yx: group.transform.b, xy: group.transform.c,
                                   yy: group.transform.d, x0: group.transform.tx, y0: group.transform.ty)
            cairo_transform(cr, &m)
            // Nested scale effects multiply past the 10^5 each is held to: a group magnified beyond
            // InputLimits.maxDeviceScale device pixels per point is not drawn (one point would cover the largest
            // picture hundreds of times over), where cairo's fixed-point coordinates overflow and one fill took 50 s.
            guard cairo_matrix_t(currentOf: cr).largestEntry <= InputLimits.maxDeviceScale else { return }
        }
        for clip in group.clips {
            addPath(clip.path)
            cairo_set_fill_rule(cr, clip.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            cairo_clip(cr)
        }
        if group.opacity <= 0 { return }
        // Shadows apply leaf by leaf (CairoLeafShadows.swift).
        let shadows = inheritedShadows + (group.shadow.map { [$0] } ?? [])
        // Opacity and blend modes reach each leaf unless composited (CairoLeafCompositing.swift).
        if Self.appliesToLeaves(group) {
            drawLeaves(group.items, opacity: group.opacity, blendMode: group.blendMode, shadows: shadows)
            return
        }
        guard group.needsLayer else {
            drawShadowed(group.items, shadows: shadows)
            return
        }
        // Composite as a unit: the group (shadow included) into a layer, then blurred,
        // masked and painted with its opacity and blend mode.
        cairo_push_group(cr)
        if group.blurRadius > 0 {
            for shadow in shadows where shadow.color.alpha > 0 {
                RasterEffects(replayer: self).drawShadow(shadow, of: group.items)
            }
            RasterEffects(replayer: self).drawBlurred(group.items, radius: group.blurRadius)
        } else if group.rasterizes && isVector {
            // A bitmap surface's layer is already a bitmap at the render scale; a vector
            // surface's is not, so the items are rasterised explicitly (RasterEffects).
            for shadow in shadows where shadow.color.alpha > 0 {
                RasterEffects(replayer: self).drawShadow(shadow, of: group.items)
            }
            RasterEffects(replayer: self).drawRasterized(group.items)
        } else {
            drawShadowed(group.items, shadows: shadows)
        }
        let content = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(content) }
        cairo_set_operator(cr, group.blendMode.cairoOperator)
        if let mask = group.mask {
            cairo_push_group(cr)
            draw(mask)
            let maskPattern = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(maskPattern) }
            if group.opacity < 1 {
                cairo_push_group(cr)
                cairo_set_source(cr, content)
                cairo_mask(cr, maskPattern)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, group.opacity)
            } else {
                cairo_set_source(cr, content)
                cairo_mask(cr, maskPattern)
            }
        } else {
            cairo_set_source(cr, content)
            cairo_paint_with_alpha(cr, group.opacity)
        }
    }
}

extension BlendMode {
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

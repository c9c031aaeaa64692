import CCairo
import Foundation

extension CairoReplayer {
    /// Fills or strokes the current path (`paintPath` calls `cairo_fill` or `cairo_stroke`) with an image
    /// pattern: the source region copied once to a surface of its own, repeated from the pattern's tile.
    func paintPath(with pattern: ImagePattern, _ paintPath: () -> Void) {
        let bounds = CGRect(x: 0, y: 0, width: pattern.image.width, height: pattern.image.height)
        let source = pattern.source.integral.intersection(bounds)
        let tile = pattern.tile
        guard !source.isNull, source.width >= 1, source.height >= 1, pattern.opacity > 0,
              tile.width > 0, tile.height > 0, tile.width.isFinite, tile.height.isFinite,
              tile.minX.isFinite, tile.minY.isFinite else {
            cairo_new_path(cr)
            return
        }
        let (w, h) = (Int32(source.width), Int32(source.height))
        CairoImage.withSurface(of: pattern.image) { image in
            let region = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
            defer { cairo_surface_destroy(region) }
            let copy = cairo_create(region)!
            cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(copy, image, -source.minX, -source.minY)
            cairo_paint(copy)
            cairo_destroy(copy)
            let repeated = cairo_pattern_create_for_surface(region)!
            defer { cairo_pattern_destroy(repeated) }
            cairo_pattern_set_extend(repeated, CAIRO_EXTEND_REPEAT)
            let filter: cairo_filter_t = switch pattern.interpolation {
            case .none: CAIRO_FILTER_NEAREST
            case .low: CAIRO_FILTER_FAST
            case .medium, .high: CAIRO_FILTER_GOOD
            }
            cairo_pattern_set_filter(repeated, filter)
            // The pattern matrix maps the drawing's coordinates to the region's pixels.
            let sx = Double(w) / tile.width, sy = Double(h) / tile.height
            var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -tile.minX * sx, y0: -tile.minY * sy)
            cairo_pattern_set_matrix(repeated, &m)
            if pattern.opacity >= 1 {
                cairo_set_source(cr, repeated)
                paintPath()
            } else {
                cairo_push_group(cr)
                cairo_set_source(cr, repeated)
                paintPath()
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, pattern.opacity)
            }
        }
    }
}

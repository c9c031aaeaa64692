import CCairo
import Foundation

/// Gradients cairo 1.16 has no pattern for.
///
/// - Angular (conic) gradients become a mesh pattern of thin sectors around the
///   centre, one degree each (plus a boundary at every stop, so hard stops stay
///   hard); colours are interpolated linearly across each sector, which is
///   indistinguishable from a true conic sweep at that width. Mesh patterns are
///   vector shadings in PDF output.
/// - Elliptical gradients are radial patterns whose pattern matrix squeezes the
///   unit circle onto the ellipse.
extension CairoReplayer {
    func setGradientPattern(_ paint: Paint) {
        switch paint {
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let pattern = makeAngularPattern(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle,
                                             radius: coverRadius(around: center))
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .ellipticalGradient(let stops, let center, let size, let f0, let f1):
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                // A degenerate ellipse: SwiftUI paints the outermost colour.
                let c = stops.color(at: 1)
                cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
                return
            }
            let pattern = cairo_pattern_create_radial(0, 0, max(0, f0), 0, 0, max(0, f1))!
            addStops(stops, to: pattern)
            // The pattern matrix maps user space to pattern space.
            var m = cairo_matrix_t(xx: 1 / size.width, yx: 0, xy: 0, yy: 1 / size.height,
                                   x0: -center.x / size.width, y0: -center.y / size.height)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        default:
            setPaint(paint)
        }
    }

    /// A radius around `center` that covers whatever the current operation can paint:
    /// the current path (padded for stroke widths) within the clip.
    private func coverRadius(around center: CGPoint) -> CGFloat {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        var area = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        if cairo_has_current_point(cr) != 0 {
            cairo_path_extents(cr, &x1, &y1, &x2, &y2)
            let pad = max(64, cairo_get_line_width(cr) * 2)
            let clip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            area = area.safeIntersection(clip.insetBy(dx: -pad, dy: -pad))
        }
        guard !area.isNull, area.width.isFinite, area.height.isFinite else { return 1 }
        let corners = [CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
                       CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY)]
        let r = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1
        return min(max(r, 1), 1e5)
    }

    private func makeAngularPattern(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double,
                                    radius: CGFloat) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        let turn = 2 * Double.pi
        var a0 = startAngle.isFinite ? startAngle : 0
        var a1 = endAngle.isFinite ? endAngle : a0
        // An end more than a turn before the start: only its angle within a turn
        // matters. Unreduced, the gap below was cut into one sector per 10° of the
        // difference (billions for an end angle of -1e17, a hang).
        let back = a0 - a1
        if back > turn { a1 = back.isFinite ? a0 - back.truncatingRemainder(dividingBy: turn) : a0 }
        // More than a turn: only the last complete turn shows (SwiftUI's rule).
        if a1 - a0 > turn { a0 = a1 - turn }
        let sweep = max(0, a1 - a0)
        // Where the sweep starts matters only within one turn: reduced, huge angles
        // cost what small ones do (the sector count below follows the angles).
        if abs(a0) > turn {
            a0 = a0.remainder(dividingBy: turn)
            a1 = a0 + sweep
        }

        // Sector boundaries as fractions of the sweep: every degree, plus every stop.
        var fractions: [Double] = []
        if sweep > 0 {
            let n = max(4, Int((sweep / (Double.pi / 180)).rounded(.up)))
            fractions = (0...n).map { Double($0) / Double(n) }
            // Sectors at the stops keep hard stops sharp; past 64 stops the per-degree
            // sectors carry the colours (each mesh patch costs cairo a rasterisation pass).
            if stops.count <= 64 { fractions += stops.map(\.location).filter { $0 > 0 && $0 < 1 } }
            fractions = Array(Set(fractions)).sorted()
        }
        let epsilon = 1e-9
        for i in 0..<max(0, fractions.count - 1) {
            let t0 = fractions[i], t1 = fractions[i + 1]
            addSector(to: pattern, center: center, radius: radius, from: a0 + t0 * sweep, to: a0 + t1 * sweep,
                      colors: (stops.color(at: t0 + epsilon), stops.color(at: t1 - epsilon)))
        }
        // The rest of the turn: the end colour, then the start colour from halfway across.
        let gap = turn - sweep
        if gap > 1e-9 {
            let mid = a1 + gap / 2
            let end = stops.color(at: 1), start = stops.color(at: 0)
            addSectors(to: pattern, center: center, radius: radius, from: a1, to: mid, color: end)
            addSectors(to: pattern, center: center, radius: radius, from: mid, to: a0 + turn, color: start)
        }
        return pattern
    }

    /// A flat-coloured wedge, split so no piece spans more than 10°.
    private func addSectors(
        to pattern: OpaquePointer, center: CGPoint, radius: CGFloat, from a: Double, to b: Double, color: RGBA
    ) {
        let pieces = max(1, Int(((b - a) / (Double.pi / 18)).rounded(.up)))
        for k in 0..<pieces {
            let s = a + (b - a) * Double(k) / Double(pieces), e = a + (b - a) * Double(k + 1) / Double(pieces)
            addSector(to: pattern, center: center, radius: radius, from: s, to: e, colors: (color, color))
        }
    }

    /// One wedge from the centre; its outer chord lies beyond `radius`, so the
    /// wedges together cover the whole disc.
    private func addSector(to pattern: OpaquePointer, center: CGPoint, radius: CGFloat, from a: Double, to b: Double,
                           colors: (RGBA, RGBA)) {
        let r = radius / max(0.5, cos((b - a) / 2)) + 1
        let p1 = CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
        let p2 = CGPoint(x: center.x + r * cos(b), y: center.y + r * sin(b))
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, center.x, center.y)
        cairo_mesh_pattern_line_to(pattern, p1.x, p1.y)
        cairo_mesh_pattern_line_to(pattern, p2.x, p2.y)
        cairo_mesh_pattern_line_to(pattern, center.x, center.y)
        for (corner, c) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)] {
            cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }
}

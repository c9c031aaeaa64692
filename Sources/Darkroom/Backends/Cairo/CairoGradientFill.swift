import CCairo
import Foundation

/// A fast path for the most common large fill: a linear gradient over a
/// pixel-aligned rectangle (a share card's or a certificate's background).
///
/// pixman walks the gradient stops for every pixel (callgrind: 75 instructions
/// a pixel, a quarter of a 2400 × 1260 card). Here each pixel is one lookup in a
/// table of 4,096 premultiplied colours sampled along the gradient, written
/// straight into the target image surface. The colours are pixman's to within a
/// level (two where translucent stops blend): stops interpolate unpremultiplied, then premultiply; pixel centres map
/// through the inverse of the current matrix; PAD extends past the ends.
///
/// Anything it cannot reproduce exactly — vector surfaces, operators other than
/// OVER, rotated or skewed transforms, non-rectangular clips, edges that fall
/// inside a pixel (which need cairo's anti-aliasing) — is left to cairo.
enum GradientFastPath {
    /// Turned off to compare against pixman's own gradients (tests).
    @TaskLocal static var isEnabled = true
}

extension CairoReplayer {
    static let gradientTableSize = 4096

    /// Fills `path` with a linear gradient directly when possible; `false` leaves it to cairo.
    func fillLinearGradientRectangle(_ path: Path, stops: [GradientStop], start: CGPoint, end: CGPoint) -> Bool {
        // A gradient with no length is cairo's to colour (it has its own rule for that).
        guard !isVector, GradientFastPath.isEnabled, stops.count >= 1, start != end, let rect = path.axisAlignedRectangle,
              cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
              let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return false }
        // Group targets may be offset within the device (cairo_push_group).
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        // The rectangle in the target's pixels: must fall on whole pixels.
        let x0 = rect.minX * m.xx + m.x0 + ox, x1 = rect.maxX * m.xx + m.x0 + ox
        let y0 = rect.minY * m.yy + m.y0 + oy, y1 = rect.maxY * m.yy + m.y0 + oy
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) <= 1e-6 }
        guard whole(x0), whole(x1), whole(y0), whole(y1) else { return false }
        // A clip must be one pixel-aligned rectangle.
        guard let clip = deviceClipRectangle(matrix: m, offset: (ox, oy)) else { return false }
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let left = max(Int(x0.rounded()), clip.minX, 0), right = min(Int(x1.rounded()), clip.maxX, width)
        let top = max(Int(y0.rounded()), clip.minY, 0), bottom = min(Int(y1.rounded()), clip.maxY, height)
        guard right > left, bottom > top else { return true }   // nothing visible: done
        guard let data = cairo_image_surface_get_data(target) else { return false }
        let stride = Int(cairo_image_surface_get_stride(target))

        // t along the gradient for a device point: the user point's projection on start→end.
        let dx = end.x - start.x, dy = end.y - start.y, len2 = dx * dx + dy * dy
        // Fixed-point steps below need t within a sane range at every corner
        // (a gradient a billionth of a point long is cairo's to draw).
        for (px, py) in [(left, top), (right, top), (left, bottom), (right, bottom)] {
            let ux = (Double(px) - ox - m.x0) / m.xx, uy = (Double(py) - oy - m.y0) / m.yy
            let t = ((ux - start.x) * dx + (uy - start.y) * dy) / len2
            guard t.isFinite, abs(t) < 1e6 else { return false }
        }
        let table = Self.gradientTable(stops)
        let opaque = table.allSatisfy { $0 >> 24 == 0xFF }
        let n = Double(Self.gradientTableSize - 1)
        cairo_surface_flush(target)
        table.withUnsafeBufferPointer { lut in
            for y in top..<bottom {
                let uy = (Double(y) + 0.5 - oy - m.y0) / m.yy
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                // t is linear along the row: t(x) = t0 + x · dt, in table steps.
                let ux0 = (Double(left) + 0.5 - ox - m.x0) / m.xx
                let t0 = ((ux0 - start.x) * dx + (uy - start.y) * dy) / len2 * n
                let dt = dx / m.xx / len2 * n
                // t in 16.16 fixed point: the drift over a 10,000-pixel row stays
                // under a tenth of a table step.
                var t = Int64((t0 * 65536).rounded()) + 32768
                let step = Int64((dt * 65536).rounded()), last = Int64(Self.gradientTableSize - 1)
                let out = row + left, count = right - left
                if opaque {
                    for i in 0..<count {
                        out[i] = lut[Int(min(max(t >> 16, 0), last))]
                        t &+= step
                    }
                } else {
                    for i in 0..<count {
                        out[i] = Self.over(lut[Int(min(max(t >> 16, 0), last))], out[i])
                        t &+= step
                    }
                }
            }
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(left), Int32(top), Int32(right - left), Int32(bottom - top))
        return true
    }

    /// The clip as one rectangle of target pixels, the whole surface when
    /// unclipped, or `nil` when it is not a single pixel-aligned rectangle.
    private func deviceClipRectangle(matrix m: cairo_matrix_t, offset: (Double, Double)) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        if list.pointee.num_rectangles == 0 { return (0, 0, 0, 0) }   // clipped away entirely
        guard list.pointee.num_rectangles == 1, let r = list.pointee.rectangles?.pointee else { return nil }
        let x0 = r.x * m.xx + m.x0 + offset.0, x1 = (r.x + r.width) * m.xx + m.x0 + offset.0
        let y0 = r.y * m.yy + m.y0 + offset.1, y1 = (r.y + r.height) * m.yy + m.y0 + offset.1
        for v in [x0, x1, y0, y1] where abs(v - v.rounded()) > 1e-6 { return nil }
        return (Int(x0.rounded()), Int(y0.rounded()), Int(x1.rounded()), Int(y1.rounded()))
    }

    /// Premultiplied ARGB32 colours at `gradientTableSize` evenly spaced t in 0…1.
    static func gradientTable(_ stops: [GradientStop]) -> [UInt32] {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        let n = gradientTableSize
        var table = [UInt32](repeating: 0, count: n)
        var segment = 0
        for i in 0..<n {
            let t = Double(i) / Double(n - 1)
            while segment + 1 < sorted.count && sorted[segment + 1].location <= t { segment += 1 }
            let a = sorted[segment], b = segment + 1 < sorted.count ? sorted[segment + 1] : a
            let c: RGBA
            if t <= min(max(sorted[0].location, 0), 1) {
                c = sorted[0].color
            } else if b.location <= a.location || t >= b.location {
                c = t >= b.location ? b.color : a.color
            } else {
                let f = (t - a.location) / (b.location - a.location)
                c = RGBA(red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
            }
            func byte(_ v: Double) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }
            let alpha = min(max(c.alpha, 0), 1)
            table[i] = byte(alpha) << 24 | byte(c.red * alpha) << 16 | byte(c.green * alpha) << 8 | byte(c.blue * alpha)
        }
        return table
    }

    /// Porter–Duff OVER on premultiplied ARGB32, with pixman's rounding (x·a/255 as (t + (t >> 8)) >> 8, t = x·a + 128).
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let ia = 255 - (src >> 24)
        if ia == 0 { return src }
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let t = ((dst >> shift) & 0xFF) * ia + 128
            let d = (t + (t >> 8)) >> 8
            out |= min(255, ((src >> shift) & 0xFF) + d) << shift
        }
        return out
    }
}

extension Path {
    /// The rectangle this path outlines when it is exactly one axis-aligned
    /// rectangle (as `Path(rect)` and `Rectangle` build it), else `nil`.
    var axisAlignedRectangle: CGRect? {
        var points: [CGPoint] = []
        for (i, e) in elements.enumerated() {
            switch e {
            case .move(let p) where i == 0: points.append(p)
            case .line(let p) where i > 0: points.append(p)
            case .closeSubpath where i == elements.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return nil }
        // Consecutive corners must share an x or a y (a rectangle, not a bow tie).
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

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
/// Anything it cannot reproduce exactly — vector surfaces, targets
/// `CairoPixelTarget` refuses (operators other than OVER, non-rectangular
/// clips), rotated or skewed transforms, edges that fall inside a pixel (which
/// need cairo's anti-aliasing) — is left to cairo.
enum GradientFastPath {
    /// Turned off to compare against pixman's own gradients (tests).
    @TaskLocal static var isEnabled = true
}

extension CairoReplayer {
    static let gradientTableSize = 4096

    /// Fills `path` with a linear gradient directly when possible; `false` leaves it to cairo.
    func fillLinearGradientRectangle(_ path: Path, stops: [GradientStop], start: CGPoint, end: CGPoint) -> Bool {
        // A gradient with no length is cairo's to colour (it has its own rule for that).
        guard !isVector, GradientFastPath.isEnabled, stops.count >= 1, start != end,
            let rect = path.axisAlignedRectangle,
            let target = CairoPixelTarget(cr: cr)
        else { return false }
        let m = target.userToPixel
        guard m.b == 0, m.c == 0, m.a > 0, m.d > 0 else { return false }
        // The rectangle in the target's pixels: must fall on whole pixels.
        let box = rect.applying(m)
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) <= 1e-6 }
        guard whole(box.minX), whole(box.maxX), whole(box.minY), whole(box.maxY) else { return false }
        let clip = target.clip
        let left = max(Int(saturating: box.minX.rounded()), clip.minX)
        let right = min(Int(saturating: box.maxX.rounded()), clip.maxX)
        let top = max(Int(saturating: box.minY.rounded()), clip.minY)
        let bottom = min(Int(saturating: box.maxY.rounded()), clip.maxY)
        guard right > left, bottom > top else { return true }   // nothing visible: done

        // t along the gradient for a pixel point: the user point's projection on start→end.
        let dx = end.x - start.x, dy = end.y - start.y, len2 = dx * dx + dy * dy
        // Fixed-point steps below need t within a sane range at every corner
        // (a gradient a billionth of a point long is cairo's to draw).
        for (px, py) in [(left, top), (right, top), (left, bottom), (right, bottom)] {
            let corner =
                (((Double(px) - m.tx) / m.a - start.x) * dx + ((Double(py) - m.ty) / m.d - start.y) * dy) / len2
            guard corner.isFinite, abs(corner) < 1e6 else { return false }
        }
        let table = Self.gradientTable(stops)
        let opaque = table.allSatisfy { $0 >> 24 == 0xFF }
        let n = Double(Self.gradientTableSize - 1)
        // The loop stays at this level rather than in `CairoPixelTarget.withPixels`:
        // inside a further closure the compiler gave it three more instructions a pixel.
        let surface = target.surface
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let strideWords = Int(cairo_image_surface_get_stride(surface)) / 4
        let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        table.withUnsafeBufferPointer { lut in
            for y in top..<bottom {
                let uy = (Double(y) + 0.5 - m.ty) / m.d
                let ux0 = (Double(left) + 0.5 - m.tx) / m.a
                // t is linear along the row: t(x) = t0 + x · dt, in table steps, stepped
                // in 16.16 fixed point (the drift over a 10,000-pixel row stays under a
                // tenth of a table step).
                let t0 = ((ux0 - start.x) * dx + (uy - start.y) * dy) / len2 * n
                let dt = dx / m.a / len2 * n
                var t = Int64(saturating: (t0 * 65536).rounded()) &+ 32768
                let step = Int64(saturating: (dt * 65536).rounded()), last = Int64(Self.gradientTableSize - 1)
                let out = words + y * strideWords + left, count = right - left
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
        cairo_surface_mark_dirty_rectangle(surface, Int32(left), Int32(top), Int32(right - left), Int32(bottom - top))
        return true
    }

    /// Premultiplied ARGB32 colours at `gradientTableSize` evenly spaced t in 0…1.
    static func gradientTable(_ stops: [GradientStop]) -> [UInt32] {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
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
                c = RGBA(
                    red: a.color.red + (b.color.red - a.color.red) * f,
                    green: a.color.green + (b.color.green - a.color.green) * f,
                    blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                    alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
            }
            table[i] = c.premultipliedARGB32
        }
        return table
    }

    /// Porter–Duff OVER on premultiplied ARGB32, with pixman's rounding
    /// (x·a/255 as (t + (t >> 8)) >> 8, t = x·a + 128).
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

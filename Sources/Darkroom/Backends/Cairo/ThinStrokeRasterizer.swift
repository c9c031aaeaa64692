import Foundation

/// A straight, round-capped stroke in device pixels, colour premultiplied.
struct ThinSegment {
    var x0: Float, y0: Float, x1: Float, y1: Float
    /// Half the line width, in pixels.
    var halfWidth: Float
    /// Premultiplied ARGB32 word (`0xAARRGGBB`).
    var color: UInt32
}

/// Exact-coverage rasterizer for thin round-capped segments, drawn straight into
/// a cairo ARGB32/RGB24 buffer.
///
/// Why: cairo's anti-aliased stroker builds a coverage mask over each stroke's
/// bounding box, so a long diagonal 1-pt line costs as much as a filled square
/// (50,000 random lines: ~3 s). Here each pixel near the line gets the area of
/// the unit pixel square covered by the stroke's band — the convolution of the
/// band with the pixel's projection onto the line's normal (a trapezoid whose
/// CDF is piecewise quadratic), which is the exact box-filtered coverage for the
/// body of the line. Round caps use the same profile against the distance to
/// the end point. Compositing is cairo's OVER with an 8-bit mask, in the same
/// integer arithmetic pixman uses.
///
/// Large batches are split into horizontal bands drawn on all cores; each band
/// draws every segment in order, so overlapping strokes stack exactly as they
/// would serially.
enum ThinStrokeRasterizer {
    /// Widest stroke (device pixels) this path takes; wider ones go to cairo.
    static let maximumWidth: Float = 4
    /// Turned off to compare against cairo's own stroker (tests, benchmarks).
    @TaskLocal static var isEnabled = true

    /// Pixel rectangle (half-open) the drawing is clipped to.
    struct Clip { var minX: Int, minY: Int, maxX: Int, maxY: Int }

    static func draw(_ segments: [ThinSegment], into base: UnsafeMutablePointer<UInt32>, strideWords: Int, clip: Clip) {
        guard clip.maxX > clip.minX, clip.maxY > clip.minY, !segments.isEmpty else { return }
        var work: Float = 0
        for s in segments { work += abs(s.x1 - s.x0) + abs(s.y1 - s.y0) }
        let cores = min(ProcessInfo.processInfo.activeProcessorCount, 16)
        let rows = clip.maxY - clip.minY
        let bands = work > 100_000 && cores > 1 && rows >= cores * 16 ? cores : 1
        if bands == 1 {
            segments.withUnsafeBufferPointer { segs in
                for s in segs { rasterize(s, base: base, strideWords: strideWords, clip: clip) }
            }
            return
        }
        let buffer = UnsafeSendablePointer(base)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            var c = clip
            c.minY = clip.minY + rows * band / bands
            c.maxY = clip.minY + rows * (band + 1) / bands
            segments.withUnsafeBufferPointer { segs in
                for s in segs { rasterize(s, base: buffer.pointer, strideWords: strideWords, clip: c) }
            }
        }
    }

    /// Coverage profile of one segment: the band |s| ≤ h seen through a unit
    /// pixel whose projection onto the normal is a box of width `lo` convolved
    /// with one of width `hi`.
    private struct Profile {
        let h: Float, lo: Float, hi: Float, reach: Float
        init(halfWidth h: Float, nx: Float, ny: Float) {
            self.h = h
            lo = min(abs(nx), abs(ny)); hi = max(abs(nx), abs(ny))
            reach = h + (lo + hi) / 2
        }
        /// CDF of the pixel's projected area at offset t.
        @inline(__always) func cdf(_ t: Float) -> Float {
            let half = (lo + hi) / 2
            if t <= -half { return 0 }
            if t >= half { return 1 }
            if lo < 1e-4 { return t / hi + 0.5 }
            let inner = (hi - lo) / 2
            if t < -inner { let u = t + half; return u * u / (2 * lo * hi) }
            if t <= inner { return lo / (2 * hi) + (t + inner) / hi }
            let u = half - t
            return 1 - u * u / (2 * lo * hi)
        }
        @inline(__always) func coverage(_ d: Float) -> Float { cdf(h - d) - cdf(-h - d) }
    }

    @inline(__always) private static func blend(_ p: UnsafeMutablePointer<UInt32>, _ src: UInt32, _ m: UInt32) {
        // (src IN mask) OVER dst, per pixman's 8-bit arithmetic.
        var rb = (src & 0x00FF00FF) &* m &+ 0x00800080
        rb = ((rb &+ ((rb >> 8) & 0x00FF00FF)) >> 8) & 0x00FF00FF
        var ag = ((src >> 8) & 0x00FF00FF) &* m &+ 0x00800080
        ag = ((ag &+ ((ag >> 8) & 0x00FF00FF)) >> 8) & 0x00FF00FF
        let s = rb | (ag << 8)
        let ia = 255 - (s >> 24)
        if ia == 0 { p.pointee = s; return }
        let d = p.pointee
        var drb = (d & 0x00FF00FF) &* ia &+ 0x00800080
        drb = ((drb &+ ((drb >> 8) & 0x00FF00FF)) >> 8) & 0x00FF00FF
        var dag = ((d >> 8) & 0x00FF00FF) &* ia &+ 0x00800080
        dag = ((dag &+ ((dag >> 8) & 0x00FF00FF)) >> 8) & 0x00FF00FF
        p.pointee = s &+ (drb | (dag << 8))
    }

    private static func rasterize(_ s: ThinSegment, base: UnsafeMutablePointer<UInt32>, strideWords: Int, clip: Clip) {
        let dx = s.x1 - s.x0, dy = s.y1 - s.y0
        let len = (dx * dx + dy * dy).squareRoot()
        let tx: Float = len > 1e-6 ? dx / len : 1, ty: Float = len > 1e-6 ? dy / len : 0
        let nx = -ty, ny = tx
        let profile = Profile(halfWidth: s.halfWidth, nx: nx, ny: ny)
        let reach = profile.reach
        let xMajor = abs(tx) >= abs(ty)
        // Walk the major axis; along the minor axis only the pixels within reach.
        let (a0, b0, a1, ta, tb) = xMajor ? (s.x0, s.y0, s.x1, tx, ty) : (s.y0, s.x0, s.y1, ty, tx)
        let (aClipMin, aClipMax, bClipMin, bClipMax) = xMajor
            ? (clip.minX, clip.maxX, clip.minY, clip.maxY) : (clip.minY, clip.maxY, clip.minX, clip.maxX)
        let aMin = min(a0, a1), aMax = max(a0, a1)
        var iaStart = Int((aMin - reach - 0.5).rounded(.up)), iaEnd = Int((aMax + reach - 0.5).rounded(.down))
        iaStart = max(iaStart, aClipMin); iaEnd = min(iaEnd, aClipMax - 1)
        guard iaStart <= iaEnd else { return }
        let slope: Float = abs(ta) > 1e-6 ? tb / ta : 0
        let span = reach / max(abs(ta), 1e-6)
        let color = s.color
        var ia = iaStart
        while ia <= iaEnd {
            let ca = Float(ia) + 0.5
            let clamped = min(max(ca, aMin), aMax)
            let bc = b0 + (clamped - a0) * slope
            var ibStart = Int((bc - span - 0.5).rounded(.up)), ibEnd = Int((bc + span - 0.5).rounded(.down))
            ibStart = max(ibStart, bClipMin); ibEnd = min(ibEnd, bClipMax - 1)
            var ib = ibStart
            while ib <= ibEnd {
                let cb = Float(ib) + 0.5
                let (px, py) = xMajor ? (ca - s.x0, cb - s.y0) : (cb - s.x0, ca - s.y0)
                let along = px * tx + py * ty
                let d: Float
                if along < 0 {
                    d = (px * px + py * py).squareRoot()
                } else if along > len {
                    let qx = px - dx, qy = py - dy
                    d = (qx * qx + qy * qy).squareRoot()
                } else {
                    d = abs(px * nx + py * ny)
                }
                if d < reach {
                    let m = UInt32(profile.coverage(d) * 255 + 0.5)
                    if m > 0 {
                        let (x, y) = xMajor ? (ia, ib) : (ib, ia)
                        blend(base + y * strideWords + x, color, min(m, 255))
                    }
                }
                ib += 1
            }
            ia += 1
        }
    }
}

/// A raw pointer handed to worker threads that write disjoint rows of it.
struct UnsafeSendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt32>
    init(_ pointer: UnsafeMutablePointer<UInt32>) { self.pointer = pointer }
}

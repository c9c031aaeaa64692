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

    /// Rows per tile: 1000-pixel-wide tiles of 128 rows (512 KB) stay in a core's L2
    /// cache; walking random long lines over the whole image is bound by memory.
    static let tileRows = 128

    static func draw(_ segments: [ThinSegment], into base: UnsafeMutablePointer<UInt32>, strideWords: Int, clip: Clip) {
        guard clip.maxX > clip.minX, clip.maxY > clip.minY, !segments.isEmpty else { return }
        let tables = CoverageTables(segments)
        let rows = clip.maxY - clip.minY
        let tileRows = max(16, min(Self.tileRows, (1 << 19) / max(1, clip.maxX - clip.minX)))
        let tiles = (rows + tileRows - 1) / tileRows
        var work: Float = 0
        for s in segments { work += abs(s.x1 - s.x0) + abs(s.y1 - s.y0) }
        let cores = min(ProcessInfo.processInfo.activeProcessorCount, 16)
        let buffer = UnsafeSendablePointer(base)
        let drawTile: @Sendable (Int) -> Void = { tile in
            var c = clip
            c.minY = clip.minY + tile * tileRows
            c.maxY = min(clip.maxY, c.minY + tileRows)
            let top = Float(c.minY) - 4, bottom = Float(c.maxY) + 4
            segments.withUnsafeBufferPointer { segs in
                for s in segs where max(s.y0, s.y1) >= top && min(s.y0, s.y1) <= bottom {
                    rasterize(s, base: buffer.pointer, strideWords: strideWords, clip: c, tables: tables)
                }
            }
        }
        if tiles > 1 && cores > 1 && work > 50_000 {
            DispatchQueue.concurrentPerform(iterations: tiles, execute: drawTile)
        } else {
            for t in 0..<tiles { drawTile(t) }
        }
    }

    /// Coverage against distance, tabulated per line width and per direction
    /// (129 directions between horizontal and diagonal; the profile depends on the
    /// direction only through the pixel's projected footprint).
    final class CoverageTables: @unchecked Sendable {
        static let buckets = 128
        private var tables: [UInt32: [UInt32]] = [:]
        init(_ segments: [ThinSegment]) {
            for s in segments where tables[s.halfWidth.bitPattern] == nil {
                tables[s.halfWidth.bitPattern] = Self.build(halfWidth: s.halfWidth)
            }
        }
        static func length(_ h: Float) -> Int { Int((h + 0.7072) * lutSteps) + 2 }
        private static func build(halfWidth h: Float) -> [UInt32] {
            let n = length(h)
            var out = [UInt32](repeating: 0, count: n * (buckets + 1))
            for b in 0...buckets {
                let lo = Float(b) / Float(buckets) * 0.70710678
                let profile = Profile(halfWidth: h, nx: lo, ny: (1 - lo * lo).squareRoot())
                for i in 0..<n {
                    out[b * n + i] = UInt32(max(0, min(255, profile.coverage(Float(i) / lutSteps) * 255 + 0.5)))
                }
            }
            return out
        }
        /// The table for a segment: `length(h)` entries.
        func table(halfWidth h: Float, lo: Float) -> (table: [UInt32], offset: Int) {
            let b = min(Self.buckets, Int(lo / 0.70710678 * Float(Self.buckets) + 0.5))
            return (tables[h.bitPattern]!, b * Self.length(h))
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

    /// Coverage is tabulated per segment against the distance to the segment, in
    /// steps of 1/64 pixel (error under 1/128 of full coverage).
    private static let lutSteps: Float = 64

    private static func rasterize(_ s: ThinSegment, base: UnsafeMutablePointer<UInt32>, strideWords: Int, clip: Clip,
                                  tables: CoverageTables) {
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
        let slope: Float = abs(ta) > 1e-6 ? tb / ta : 0
        let span = reach / max(abs(ta), 1e-6)
        var aLo = aMin - reach, aHi = aMax + reach
        // Only the stretch of the major axis whose minor coordinate can reach the clip's rows/columns.
        if abs(slope) > 1e-6 {
            let lo = Float(bClipMin) - span - 1, hi = Float(bClipMax) + span + 1
            let u = a0 + (lo - b0) / slope, v = a0 + (hi - b0) / slope
            aLo = max(aLo, min(u, v) - 1); aHi = min(aHi, max(u, v) + 1)
        } else if b0 + span < Float(bClipMin) - 1 || b0 - span > Float(bClipMax) + 1 {
            return
        }
        var iaStart = ceilInt(max(aLo - 0.5, -1e8)), iaEnd = floorInt(min(aHi - 0.5, 1e8))
        iaStart = max(iaStart, aClipMin); iaEnd = min(iaEnd, aClipMax - 1)
        guard iaStart <= iaEnd else { return }

        let (table, tableOffset) = tables.table(halfWidth: s.halfWidth, lo: profile.lo)
        table.withUnsafeBufferPointer { all in
            let lut = all.baseAddress! + tableOffset
            let color = s.color
            // Per step along the minor axis: change of the signed distance and of the position along the line.
            let (dsStep, dAlongStep) = xMajor ? (ny, ty) : (nx, tx)
            let reachSteps = reach * lutSteps
            for ia in iaStart...iaEnd {
                let ca = Float(ia) + 0.5
                let clamped = min(max(ca, aMin), aMax)
                let bc = b0 + (clamped - a0) * slope
                let ibStart = max(ceilInt(bc - span - 0.5), bClipMin)
                let ibEnd = min(floorInt(bc + span - 0.5), bClipMax - 1)
                if ibStart > ibEnd { continue }
                let cb0 = Float(ibStart) + 0.5
                let (px0, py0) = xMajor ? (ca - s.x0, cb0 - s.y0) : (cb0 - s.x0, ca - s.y0)
                var sd = px0 * nx + py0 * ny
                var along = px0 * tx + py0 * ty
                var cb = cb0
                for ib in ibStart...ibEnd {
                    var d: Float
                    if along >= 0 && along <= len {
                        d = abs(sd)
                    } else {
                        let (px, py) = xMajor ? (ca - s.x0, cb - s.y0) : (cb - s.x0, ca - s.y0)
                        let (qx, qy) = along < 0 ? (px, py) : (px - dx, py - dy)
                        d = (qx * qx + qy * qy).squareRoot()
                    }
                    d *= lutSteps
                    if d < reachSteps {
                        let m = lut[Int(d + 0.5)]
                        if m > 0 {
                            let offset = xMajor ? ib * strideWords + ia : ia * strideWords + ib
                            blend(base + offset, color, m)
                        }
                    }
                    sd += dsStep; along += dAlongStep; cb += 1
                }
            }
        }
    }
}

/// Integer ceiling and floor without libm calls (the inner loops run them per column).
@inline(__always) private func ceilInt(_ x: Float) -> Int { let i = Int(x); return Float(i) < x ? i + 1 : i }
@inline(__always) private func floorInt(_ x: Float) -> Int { let i = Int(x); return Float(i) > x ? i - 1 : i }

import Foundation

/// Anti-aliasing coverage (0…1) over a rectangle of device pixels.
///
/// libgd's own polygon filler takes integer vertices and its anti-aliased mode
/// only outlines an aliased fill with AA lines, which puts edges up to half a
/// pixel away from where cairo puts them. The libgd backend therefore computes
/// coverage itself (`Rasterizer`) and lets libgd blend the pixels.
struct Coverage {
    let rect: PixelRect
    var values: [Float]
    /// Per row, device columns known to be fully covered (a shape's interior, as
    /// the scan converter found it), so blending need not test them one by one;
    /// `nil` when unknown. Only ever a subset of the columns whose value is 1.
    var full: [Range<Int>]?

    init(rect: PixelRect, fill: Float = 0) {
        self.rect = rect
        values = [Float](repeating: fill, count: rect.width * rect.height)
    }

    init(rect: PixelRect, values: [Float]) {
        precondition(values.count == rect.width * rect.height)
        self.rect = rect
        self.values = values
    }

    /// Coverage at a device pixel; 0 outside.
    @inline(__always) func at(_ x: Int, _ y: Int) -> Float {
        guard x >= rect.x0, x < rect.x1, y >= rect.y0, y < rect.y1 else { return 0 }
        return values[(y - rect.y0) * rect.width + (x - rect.x0)]
    }

    /// This coverage multiplied by another (clip ∩ clip), over the overlap.
    func intersected(with other: Coverage) -> Coverage {
        let r = rect.intersection(other.rect)
        var out = Coverage(rect: r)
        guard !r.isEmpty else { return out }
        for y in r.y0..<r.y1 {
            for x in r.x0..<r.x1 { out.values[(y - r.y0) * r.width + (x - r.x0)] = at(x, y) * other.at(x, y) }
        }
        return out
    }
}

/// Scan conversion of flattened contours into `Coverage`: 16 sub-scanlines per
/// pixel row, exact horizontal coverage on each (span ends contribute their
/// fractional width), non-zero or even-odd winding.
enum Rasterizer {
    static let subScanlines = 16

    /// Exact area coverage of an axis-aligned rectangle (the common case:
    /// backgrounds, colours, frames), without scan conversion.
    static func coverage(of r: CGRect, within bounds: PixelRect) -> Coverage? {
        let area = PixelRect(covering: r).intersection(bounds)
        guard !area.isEmpty, r.width > 0, r.height > 0 else { return nil }
        func overlap(_ lo: CGFloat, _ hi: CGFloat, _ i: Int) -> Float {
            Float(max(0, min(hi, CGFloat(i + 1)) - max(lo, CGFloat(i))))
        }
        let xs = (area.x0..<area.x1).map { overlap(r.minX, r.maxX, $0) }
        let w = area.width
        // Every value is written, so the array is not zeroed first.
        let values = [Float](unsafeUninitializedCapacity: w * area.height) { out, count in
            xs.withUnsafeBufferPointer { xs in
                for y in area.y0..<area.y1 {
                    let cy = overlap(r.minY, r.maxY, y)
                    let base = (y - area.y0) * w
                    for i in 0..<w { out[base + i] = xs[i] * cy }
                }
            }
            count = w * area.height
        }
        return Coverage(rect: area, values: values)
    }

    /// The rectangle when the contours are exactly one axis-aligned rectangle.
    static func axisAlignedRect(_ contours: [[CGPoint]]) -> CGRect? {
        guard contours.count == 1 else { return nil }
        var pts = contours[0]
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4, pts.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            if a.x != b.x && a.y != b.y { return nil }
        }
        let xs = Set(pts.map(\.x)), ys = Set(pts.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return nil }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    fileprivate struct Edge { var x0: Double, y0: Double, x1: Double, y1: Double, dir: Int32, slope: Double }

    /// Coverage of the closed contours inside `bounds`; `nil` when nothing is covered.
    static func coverage(of contours: [[CGPoint]], evenOdd: Bool, within bounds: PixelRect,
                         subScanlines: Int = Rasterizer.subScanlines) -> Coverage? {
        if let rect = axisAlignedRect(contours) { return coverage(of: rect, within: bounds) }
        guard let converter = ScanConverter(contours, evenOdd: evenOdd, within: bounds, subScanlines: subScanlines) else { return nil }
        let area = converter.area, w = area.width
        var full = [Range<Int>](repeating: 0..<0, count: area.height)
        // Every value is written (rows without spans as zeros), so the array is not zeroed first.
        let values = [Float](unsafeUninitializedCapacity: w * area.height) { out, count in
            count = w * area.height
            for py in area.y0..<area.y1 {
                full[py - area.y0] = converter.convert(row: py, into: out.baseAddress! + (py - area.y0) * w)
            }
        }
        guard converter.anything else { return nil }
        var cov = Coverage(rect: area, values: values)
        cov.full = full
        return cov
    }
}

/// The scan converter behind `Rasterizer.coverage(of:evenOdd:within:subScanlines:)`,
/// one device row at a time, rows in increasing order: a fill can blend each row
/// as it is converted, from one row's worth of coverage, instead of a whole
/// shape's array (the translucent panel's is 2 MB). 16 sub-scanlines per pixel
/// row, exact horizontal coverage on each (span ends contribute their fractional
/// width), non-zero or even-odd winding.
final class ScanConverter {
    fileprivate typealias Edge = Rasterizer.Edge
    /// The device pixels the contours' bounds cover, inside the bounds given.
    let area: PixelRect
    /// Whether any row converted so far had coverage.
    private(set) var anything = false
    private let edges: [Edge]
    private let evenOdd: Bool
    private let s: Int
    private let weight: Float
    // Per row: `direct` holds the partial pixels at span ends, `delta` the
    // steps of the running full coverage between them. Only the columns a
    // row's spans touched are cleared again afterwards.
    private let direct: UnsafeMutablePointer<Float>
    private let delta: UnsafeMutablePointer<Float>
    // Columns whose `direct` or `delta` a row's spans touched: between them coverage is constant.
    private let marked: UnsafeMutablePointer<Bool>
    private let marks: UnsafeMutablePointer<Int>
    private var active: [Int] = []
    private var next = 0
    // One sub-scanline's crossings (at most one per edge), kept in plain buffers.
    private let crossX: UnsafeMutablePointer<Double>
    private let crossDir: UnsafeMutablePointer<Int32>
    /// One row's coverage for `row(_:)`, allocated on first use.
    private var buffer: UnsafeMutablePointer<Float>?

    /// `nil` when there are no edges or their bounds miss `bounds`.
    init?(_ contours: [[CGPoint]], evenOdd: Bool, within bounds: PixelRect, subScanlines: Int = Rasterizer.subScanlines) {
        var edges: [Edge] = []
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for contour in contours where contour.count >= 3 {
            for i in 0..<contour.count {
                let a = contour[i], b = contour[(i + 1) % contour.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                minX = min(minX, a.x); maxX = max(maxX, a.x); minY = min(minY, a.y); maxY = max(maxY, a.y)
                if a.y == b.y { continue }
                let (p, q, dir): (CGPoint, CGPoint, Int32) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                edges.append(Edge(x0: p.x, y0: p.y, x1: q.x, y1: q.y, dir: dir, slope: (q.x - p.x) / (q.y - p.y)))
            }
        }
        guard !edges.isEmpty else { return nil }
        let area = PixelRect(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)).intersection(bounds)
        guard !area.isEmpty else { return nil }
        edges.sort { $0.y0 < $1.y0 }
        self.edges = edges
        self.area = area
        self.evenOdd = evenOdd
        s = max(1, subScanlines)
        weight = Float(1) / Float(s)
        let w = area.width
        direct = .allocate(capacity: w + 1)
        delta = .allocate(capacity: w + 2)
        marked = .allocate(capacity: w + 2)
        marks = .allocate(capacity: w + 2)
        crossX = .allocate(capacity: edges.count)
        crossDir = .allocate(capacity: edges.count)
        direct.initialize(repeating: 0, count: w + 1)
        delta.initialize(repeating: 0, count: w + 2)
        marked.initialize(repeating: false, count: w + 2)
    }

    deinit {
        direct.deallocate(); delta.deallocate(); marked.deallocate(); marks.deallocate()
        crossX.deallocate(); crossDir.deallocate()
        buffer?.deallocate()
    }

    /// Row `py`'s coverage, indexed by device x (valid for `area`'s columns until
    /// the next call), and its fully covered stretch. Rows must come in
    /// increasing order, starting at `area.y0`.
    func row(_ py: Int) -> (UnsafePointer<Float>, Range<Int>) {
        if buffer == nil { buffer = .allocate(capacity: area.width) }
        let full = convert(row: py, into: buffer!)
        return (UnsafePointer(buffer! - area.x0), full)
    }

    /// Writes row `py`'s coverage (all `area.width` columns) to `row` and returns
    /// the longest stretch it filled with full coverage (device columns).
    func convert(row py: Int, into row: UnsafeMutablePointer<Float>) -> Range<Int> {
        let w = area.width
        let left = Double(area.x0), right = Double(area.x1)
        var fullRange = 0..<0
        // The row's working state as locals (taken out, so they stay uniquely
        // referenced, and put back at the end): a class's stored arrays would pay
        // a dynamic exclusivity check on every access.
        var active = self.active, next = self.next
        self.active = []
        defer { self.active = active; self.next = next }
        let marked = self.marked, direct = self.direct, delta = self.delta, edges = self.edges
        let marks = self.marks, crossX = self.crossX, crossDir = self.crossDir
        var markCount = 0
        @inline(__always) func mark(_ i: Int) {
            if !marked[i] { marked[i] = true; marks[markCount] = i; markCount += 1 }
        }
        @inline(__always) func covered(_ from: Int, _ to: Int) {
            if to - from > fullRange.count { fullRange = (area.x0 + from)..<(area.x0 + to) }
        }
        // Edges that may cross this row.
        let rowTop = Double(py), rowBottom = Double(py + 1)
        while next < edges.count && edges[next].y0 < rowBottom { active.append(next); next += 1 }
        active.removeAll { edges[$0].y1 <= rowTop }
        var lo = w, hi = -1
        if !active.isEmpty {
            // Where only vertical edges cross the whole row (a rounded rectangle's
            // sides), every sub-scanline sees the same spans: sample one, weighted as all.
            let straight = active.allSatisfy { edges[$0].slope == 0 && edges[$0].y0 <= rowTop && edges[$0].y1 >= rowBottom }
            let samples = straight ? 1 : s, weight = straight ? 1 : self.weight
            for sub in 0..<samples {
                let sy = straight ? rowTop + 0.5 : rowTop + (Double(sub) + 0.5) / Double(s)
                var n = 0
                for e in active {
                    let edge = edges[e]
                    if sy >= edge.y0 && sy < edge.y1 {
                        crossX[n] = edge.x0 + (sy - edge.y0) * edge.slope; crossDir[n] = edge.dir; n += 1
                    }
                }
                if n < 2 { continue }
                // Insertion sort: a scanline crosses a handful of edges.
                for i in 1..<n {
                    let cx = crossX[i], cd = crossDir[i]
                    var j = i
                    while j > 0 && crossX[j - 1] > cx { crossX[j] = crossX[j - 1]; crossDir[j] = crossDir[j - 1]; j -= 1 }
                    crossX[j] = cx; crossDir[j] = cd
                }
                var winding: Int32 = 0
                for i in 0..<(n - 1) {
                    winding += crossDir[i]
                    let inside = evenOdd ? (winding & 1) != 0 : winding != 0
                    guard inside else { continue }
                    let a = max(crossX[i], left), b = min(crossX[i + 1], right)
                    guard b > a else { continue }
                    let fa = a - left, fb = b - left
                    let ia = Int(fa), ib = Int(fb)
                    lo = min(lo, ia); hi = max(hi, ib)
                    mark(ia)
                    if ia == ib {
                        direct[ia] += Float(fb - fa) * weight
                    } else {
                        mark(ia + 1); mark(ib)
                        direct[ia] += Float(Double(ia + 1) - fa) * weight
                        delta[ia + 1] += weight
                        delta[ib] -= weight
                        if ib < w { direct[ib] += Float(fb - Double(ib)) * weight }
                    }
                }
            }
        }
        guard lo <= hi else {
            row.update(repeating: 0, count: w)
            return fullRange
        }
        anything = true
        // Coverage is zero outside lo...hi: the running sum starts there and
        // has returned to zero past the last span's end.
        let end = min(hi, w - 1)
        row.update(repeating: 0, count: lo)
        // Between marked columns `delta` and `direct` are zero, so the running
        // sum holds: those stretches are filled in one go, with the same values
        // a column-by-column sum gives.
        // Insertion sort: a row has a few distinct span ends per edge.
        for i in (0..<markCount).dropFirst() {
            let m = marks[i]
            var j = i
            while j > 0 && marks[j - 1] > m { marks[j] = marks[j - 1]; j -= 1 }
            marks[j] = m
        }
        var run: Float = 0, x = lo
        for k in 0..<markCount {
            let m = marks[k]
            guard m >= x && m <= end else { continue }
            let v = run > 1 ? 1 : (run < 0 ? 0 : run)
            (row + x).update(repeating: v, count: m - x)
            if v == 1 { covered(x, m) }
            run += delta[m]
            let c = direct[m] + run
            row[m] = c > 1 ? 1 : (c < 0 ? 0 : c)
            x = m + 1
        }
        if x <= end {
            let v = run > 1 ? 1 : (run < 0 ? 0 : run)
            (row + x).update(repeating: v, count: end + 1 - x)
            if v == 1 { covered(x, end + 1) }
        }
        if end + 1 < w { (row + end + 1).update(repeating: 0, count: w - end - 1) }
        for k in 0..<markCount { let m = marks[k]; direct[m] = 0; delta[m] = 0; marked[m] = false }
        return fullRange
    }
}

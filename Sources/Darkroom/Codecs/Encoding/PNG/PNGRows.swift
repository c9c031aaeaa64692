import Foundation

/// PNG rows from cairo's pixels: premultiplied BGRA words un-premultiplied to
/// straight RGB(A) bytes with cairo's rounding, then filtered (PNG spec §9), each
/// row prefixed with its filter byte. The filters read only the row above, so rows
/// filter the same in any stripe of the image, on any core.
@_spi(Engine) public enum PNGRows {
    /// Stripes for `height` rows on all cores: at least 64 rows each, at most 16.
    static func stripeCount(height: Int) -> Int {
        max(1, min(ProcessInfo.processInfo.activeProcessorCount, 16, height / 64))
    }

    /// Whether every pixel's alpha byte is 255, eight pixels at a time.
    public static func isOpaque(_ p: UnsafeBufferPointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        guard let base = p.baseAddress else { return true }
        let alpha = SIMD8<UInt32>(repeating: 0xFF00_0000)
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * stride)
            var x = 0
            while x + 8 <= width {
                let v = row.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
                if (v & alpha) != alpha { return false }
                x += 8
            }
            while x < width { if base[y * stride + x * 4 + 3] != 255 { return false }; x += 1 }
        }
        return true
    }

    /// Every row filtered, each prefixed with its filter byte: stripes of rows
    /// filtered on all cores into one buffer.
    static func filteredImage(_ src: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
                              filter: PNGRowFilter, parallel: Bool) -> [UInt8] {
        let rowBytes = width * channels + 1
        let stripes = parallel ? stripeCount(height: height) : 1
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            let dst = UnsafeSendablePointer(out.baseAddress!), source = UnsafeSendablePointer(src)
            let work: @Sendable (Int) -> Void = { stripe in
                let y0 = height * stripe / stripes, y1 = height * (stripe + 1) / stripes
                let rows = filterRows(source.pointer, y0: y0, y1: y1, width: width, stride: stride,
                                      channels: channels, filter: filter)
                rows.withUnsafeBufferPointer {
                    (dst.pointer + y0 * rowBytes).initialize(from: $0.baseAddress!, count: $0.count)
                }
            }
            if stripes == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: stripes, execute: work) }
            count = rowBytes * height
        }
    }

    /// Rows y0..<y1 un-premultiplied to RGB(A), each prefixed with its filter byte.
    static func filterRows(_ src: UnsafePointer<UInt8>, y0: Int, y1: Int, width: Int, stride: Int, channels: Int,
                           filter: PNGRowFilter) -> [UInt8] {
        let rowBytes = width * channels
        if channels == 3, filter == .up || filter == .none || filter == .sub {
            return opaqueRows(src, y0: y0, y1: y1, width: width, stride: stride, filter: filter)
        }
        var out = [UInt8](repeating: 0, count: (y1 - y0) * (rowBytes + 1))
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        if y0 > 0 { unpremultiply(src + (y0 - 1) * stride, width: width, channels: channels, into: &previous) }
        out.withUnsafeMutableBufferPointer { dst in
            var o = 0
            for y in y0..<y1 {
                unpremultiply(src + y * stride, width: width, channels: channels, into: &current)
                let type: UInt8
                switch filter {
                case .adaptive:
                    var best: UInt8 = 0, bestScore = Int.max
                    for t: UInt8 in 0...4 {
                        apply(t, current, previous, channels, into: &candidate)
                        var score = 0
                        for b in candidate { score += b < 128 ? Int(b) : 256 - Int(b) }
                        if score < bestScore { bestScore = score; best = t }
                    }
                    type = best
                case .none: type = 0
                case .sub: type = 1
                case .up: type = 2
                case .average: type = 3
                case .paeth: type = 4
                }
                dst[o] = type
                apply(type, current, previous, channels, into: &candidate)
                candidate.withUnsafeBufferPointer { c in
                    UnsafeMutableRawPointer(dst.baseAddress! + o + 1).copyMemory(
                        from: c.baseAddress!, byteCount: rowBytes)
                }
                o += rowBytes + 1
                swap(&previous, &current)
            }
        }
        return out
    }

    /// Opaque rows (BGRA words to RGB bytes) filtered in the same pass, reading
    /// the row above straight from the surface: no un-premultiplication to do,
    /// and no intermediate rows.
    static func opaqueRows(_ src: UnsafePointer<UInt8>, y0: Int, y1: Int, width: Int, stride: Int, filter: PNGRowFilter)
        -> [UInt8]
    {
        let rowBytes = width * 3
        return [UInt8](unsafeUninitializedCapacity: (y1 - y0) * (rowBytes + 1)) { out, count in
            var o = out.baseAddress!
            for y in y0..<y1 {
                let cur = src + y * stride
                switch filter {
                case .up where y > 0:
                    o[0] = 2
                    let above = src + (y - 1) * stride
                    for x in 0..<width {
                        let c = x * 4, d = 1 + x * 3
                        o[d] = cur[c + 2] &- above[c + 2]; o[d + 1] = cur[c + 1] &- above[c + 1];
                        o[d + 2] = cur[c] &- above[c]
                    }
                case .sub:
                    o[0] = 1
                    var pr: UInt8 = 0, pg: UInt8 = 0, pb: UInt8 = 0
                    for x in 0..<width {
                        let c = x * 4, d = 1 + x * 3, r = cur[c + 2], g = cur[c + 1], b = cur[c]
                        o[d] = r &- pr; o[d + 1] = g &- pg; o[d + 2] = b &- pb
                        pr = r; pg = g; pb = b
                    }
                default:
                    // `.none`, and `.up` on the first row (the row above is zeros: the same bytes).
                    o[0] = filter == .up ? 2 : 0
                    for x in 0..<width {
                        let c = x * 4, d = 1 + x * 3
                        o[d] = cur[c + 2]; o[d + 1] = cur[c + 1]; o[d + 2] = cur[c]
                    }
                }
                o += rowBytes + 1
            }
            count = (y1 - y0) * (rowBytes + 1)
        }
    }

    /// cairo's un-premultiplication (`(c × 255 + a / 2) / a`), BGRA words to RGB(A) bytes.
    @inline(__always)
    public static func unpremultiply(_ row: UnsafePointer<UInt8>, width: Int, channels: Int, into out: inout [UInt8]) {
        out.withUnsafeMutableBufferPointer { o in
            var j = 0
            for x in 0..<width {
                let b = Int(row[x * 4]), g = Int(row[x * 4 + 1]), r = Int(row[x * 4 + 2]), a = Int(row[x * 4 + 3])
                if channels == 3 {
                    o[j] = UInt8(r); o[j + 1] = UInt8(g); o[j + 2] = UInt8(b); j += 3
                } else if a == 255 {
                    o[j] = UInt8(r); o[j + 1] = UInt8(g); o[j + 2] = UInt8(b); o[j + 3] = 255; j += 4
                } else if a == 0 {
                    o[j] = 0; o[j + 1] = 0; o[j + 2] = 0; o[j + 3] = 0; j += 4
                } else {
                    o[j] = UInt8(min(255, (r * 255 + a / 2) / a)); o[j + 1] = UInt8(min(255, (g * 255 + a / 2) / a))
                    o[j + 2] = UInt8(min(255, (b * 255 + a / 2) / a)); o[j + 3] = UInt8(a); j += 4
                }
            }
        }
    }

    @inline(__always)
    static func apply(_ type: UInt8, _ cur: [UInt8], _ prev: [UInt8], _ bpp: Int, into out: inout [UInt8]) {
        let n = cur.count
        cur.withUnsafeBufferPointer { c in prev.withUnsafeBufferPointer { p in out.withUnsafeMutableBufferPointer { o in
            switch type {
            case 0: for i in 0..<n { o[i] = c[i] }
            case 1:
                for i in 0..<min(bpp, n) { o[i] = c[i] }
                if n > bpp { for i in bpp..<n { o[i] = c[i] &- c[i - bpp] } }
            case 2: for i in 0..<n { o[i] = c[i] &- p[i] }
            case 3:
                for i in 0..<n {
                    let left = i >= bpp ? Int(c[i - bpp]) : 0
                    o[i] = c[i] &- UInt8((left + Int(p[i])) / 2)
                }
            default:
                for i in 0..<n {
                    let a = i >= bpp ? Int(c[i - bpp]) : 0, b = Int(p[i]), cc = i >= bpp ? Int(p[i - bpp]) : 0
                    let pp = a + b - cc, pa = abs(pp - a), pb = abs(pp - b), pc = abs(pp - cc)
                    let pred = pa <= pb && pa <= pc ? a : (pb <= pc ? b : cc)
                    o[i] = c[i] &- UInt8(pred)
                }
            }
        } } }
    }
}

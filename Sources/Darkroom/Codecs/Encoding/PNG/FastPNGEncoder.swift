import CZlib
import Foundation

/// A PNG encoder that controls zlib itself: level, strategy, row filter, and
/// deflating stripes of the image in parallel (pigz's technique: each stripe
/// ends on a byte boundary with a sync flush, the Adler-32 checksums are
/// combined). Output is a standard PNG any decoder reads; pixels are identical
/// to `PNGEncoder`'s (straight alpha, same rounding as cairo's writer), and an
/// image whose every pixel is opaque is written as RGB, as cairo does.
public struct FastPNGEncoder: Sendable {
    /// The speed/size trade-off used for every image.
    public var compression: PNGCompression
    /// An encoder with the given setting (`.fast` by default).
    public init(compression: PNGCompression = .fast) { self.compression = compression }

    /// PNG bytes of `image`, encoded with ``compression``.
    public func encode(_ image: CGImage) throws -> Data {
        try image.data.withUnsafeBufferPointer {
            try encode(
                pixels: $0.baseAddress!, width: image.width, height: image.height, bytesPerRow: image.bytesPerRow,
                opaque: nil)
        }
    }

    /// Encodes premultiplied BGRA memory (cairo's ARGB32 layout). `opaque: true`
    /// ignores the alpha bytes (cairo's RGB24); `nil` finds out by scanning.
    func encode(pixels: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, opaque knownOpaque: Bool?)
        throws -> Data
    {
        let buffer = UnsafeBufferPointer(start: pixels, count: bytesPerRow * height)
        let opaque = knownOpaque ?? Self.isOpaque(buffer, width: width, height: height, stride: bytesPerRow)
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        let cores = compression.parallel ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 16)) : 1
        // Stripes of at least 64 rows: smaller ones lose more to dictionary restarts than they gain.
        let stripes = max(1, min(cores, height / 64))
        let compression = self.compression
        let results = UnsafeMutableBufferPointer<(Data, UInt, Bool)>.allocate(capacity: stripes)
        results.initialize(repeating: (Data(), 1, true))
        defer { results.deallocate() }
        let out = UnsafeSendablePointer(results.baseAddress!)
        do {
            let src = UnsafeSendablePointer(pixels)
            let work: @Sendable (Int) -> Void = { stripe in
                let y0 = height * stripe / stripes, y1 = height * (stripe + 1) / stripes
                out.pointer[stripe] = Self.compressStripe(
                    src.pointer, y0: y0, y1: y1, width: width, stride: bytesPerRow,
                    channels: channels, compression: compression, last: stripe == stripes - 1)
            }
            if stripes == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: stripes, execute: work) }
        }
        let parts = results.map(\.0), adlers = results.map(\.1)
        guard results.allSatisfy(\.2) else { throw RenderError.encoding("zlib could not deflate the image") }
        // Combine the stripes' Adler-32 checksums into the stream's.
        var adler = adlers[0]
        for i in 1..<stripes {
            let y0 = height * i / stripes, y1 = height * (i + 1) / stripes
            adler = adler32_combine(adler, adlers[i], off_t((y1 - y0) * (rowBytes + 1)))
        }
        var idat = Data([0x78, 0x01])   // zlib header: deflate, 32K window, no preset dictionary
        idat.reserveCapacity(parts.reduce(0) { $0 + $1.count } + 6)
        for p in parts { idat.append(p) }
        idat.append(contentsOf: [
            UInt8(adler >> 24 & 0xFF), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)
        ])

        return Data.png(width: width, height: height, opaque: opaque, idat: idat)
    }

    /// Encodes and writes atomically.
    public func write(_ image: CGImage, to url: URL) throws { try AtomicFile.write(encode(image), to: url) }

    /// Whether every pixel's alpha byte is 255, eight pixels at a time.
    package static func isOpaque(_ p: UnsafeBufferPointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
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
    package static func unpremultiply(_ row: UnsafePointer<UInt8>, width: Int, channels: Int, into out: inout [UInt8]) {
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

    /// Rows are filtered and deflated in batches of about this many bytes: memory
    /// stays small per stripe, and below glibc's 128 KB mmap threshold, where
    /// larger blocks are mapped and unmapped on every call and faulted in again
    /// (a cost concurrent renders in one process share).
    static let batchBytes = 96 * 1024

    /// Filters and deflates rows y0..<y1 a batch at a time, returning the raw
    /// deflate data, the Adler-32 of the filtered bytes, and success. All stripes
    /// but the last end with a sync flush so they concatenate into one stream.
    /// Run-length settings go through Darkroom's own coder (RunLengthDeflater.swift,
    /// the kind of stream zlib's `Z_RLE` writes, in a fraction of the time); the
    /// others through zlib.
    static func compressStripe(_ src: UnsafePointer<UInt8>, y0: Int, y1: Int, width: Int, stride: Int, channels: Int,
                               compression: PNGCompression, last: Bool) -> (Data, UInt, Bool) {
        let rowBytes = width * channels + 1
        let deflater: StripeDeflater? = compression.runLengthOnly && compression.level > 0
            ? RunLengthDeflater(expectedInput: (y1 - y0) * rowBytes)
            : ZlibStripeDeflater(level: compression.level)
        guard let deflater else { return (Data(), 1, false) }
        let batchRows = max(1, batchBytes / rowBytes)
        var adler: UInt32 = 1
        var y = y0
        while y < y1 {
            let end = min(y1, y + batchRows)
            let filtered = filterRows(
                src, y0: y, y1: end, width: width, stride: stride, channels: channels, filter: compression.filter)
            let ok = filtered.withUnsafeBufferPointer { rows in
                adler = Adler32.update(adler, rows)
                return deflater.deflate(rows, endingStripe: end == y1, endingStream: last)
            }
            guard ok else { return (Data(), 1, false) }
            y = end
        }
        return (deflater.data, UInt(adler), true)
    }
}

extension Data {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
    }
    /// Appends a PNG chunk with its length and CRC-32 (of the type, then the body:
    /// the body is not copied to checksum it).
    mutating func appendChunk(_ type: String, _ body: Data) {
        appendBigEndian(UInt32(body.count))
        let name = Array(type.utf8)
        let crc = body.withUnsafeBytes { bytes in
            crc32(name.withUnsafeBytes { crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count)) },
                  bytes.bindMemory(to: UInt8.self).baseAddress, uInt(bytes.count))
        }
        append(contentsOf: name)
        append(body)
        appendBigEndian(UInt32(crc))
    }
}

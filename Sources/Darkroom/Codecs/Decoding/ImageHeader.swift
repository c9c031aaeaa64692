import Foundation

/// Image dimensions read from a file's header, before any decoder allocates
/// pixels: how decompression bombs (a few kilobytes on disk, gigabytes of
/// pixels) are refused. Only the bytes given are read; a header that cannot be
/// parsed is `nil`, and such images are not decoded.
enum ImageHeader {
    /// The width and height the header of `data` declares, for `kind`.
    static func dimensions(of data: Data, kind: ImageDecoding.Kind) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(kind == .jpeg || kind == .gif || kind == .tiff ? data.count : 64))
        switch kind {
        case .png: return png(bytes)
        case .jpeg: return jpeg(bytes)
        case .gif: return gif(bytes)
        case .webp: return webp(bytes)
        case .bmp: return bmp(bytes)
        case .tiff: return tiff(bytes)
        }
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> Int? { i + 2 <= b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : nil }
    private static func le16(_ b: [UInt8], _ i: Int) -> Int? { i + 2 <= b.count ? Int(b[i + 1]) << 8 | Int(b[i]) : nil }
    private static func be32(_ b: [UInt8], _ i: Int) -> Int? {
        guard i + 4 <= b.count else { return nil }
        return Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
    private static func le32(_ b: [UInt8], _ i: Int) -> Int? {
        guard i + 4 <= b.count else { return nil }
        return Int(b[i + 3]) << 24 | Int(b[i + 2]) << 16 | Int(b[i + 1]) << 8 | Int(b[i])
    }

    /// IHDR is the first chunk: width and height at bytes 16 and 20.
    private static func png(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        guard let w = be32(b, 16), let h = be32(b, 20) else { return nil }
        return (w, h)
    }

    /// The first start-of-frame marker (SOF0…SOF15 except DHT, JPG and DAC), found by walking segments.
    private static func jpeg(_ b: [UInt8]) -> (Int, Int)? {
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            // Markers without a length: TEM, RST0…7.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            guard let length = be16(b, i + 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let h = be16(b, i + 5), let w = be16(b, i + 7) else { return nil }
                return (w, h)
            }
            i += 2 + length
        }
        return nil
    }

    /// The larger of the logical screen and the first image descriptor (libgd
    /// decodes the first frame only).
    private static func gif(_ b: [UInt8]) -> (Int, Int)? {
        guard let sw = le16(b, 6), let sh = le16(b, 8), b.count > 10 else { return nil }
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 7) + 1) }
        while i < b.count {
            switch b[i] {
            case 0x2C:
                guard let w = le16(b, i + 5), let h = le16(b, i + 7) else { return nil }
                return (max(sw, w), max(sh, h))
            case 0x21:
                // Extension: label, then sub-blocks up to a zero-length one.
                i += 2
                while i < b.count, b[i] != 0 { i += Int(b[i]) + 1 }
                i += 1
            default:
                return nil
            }
        }
        return nil
    }

    /// The canvas of the first chunk: VP8X (extended), VP8L (lossless) or VP8 (lossy).
    private static func webp(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 30 else { return nil }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8X":
            let w = (Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16) + 1
            let h = (Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16) + 1
            return (w, h)
        case "VP8L":
            guard b[20] == 0x2F, let bits = le32(b, 21) else { return nil }
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8 ":
            guard let w = le16(b, 26), let h = le16(b, 28) else { return nil }
            return (w & 0x3FFF, h & 0x3FFF)
        default:
            return nil
        }
    }

    /// BITMAPINFOHEADER (and later) sizes are signed 32-bit; a negative height means top-down.
    /// The old OS/2 core header keeps 16-bit sizes.
    private static func bmp(_ b: [UInt8]) -> (Int, Int)? {
        guard let headerSize = le32(b, 14) else { return nil }
        if headerSize == 12 {
            guard let w = le16(b, 18), let h = le16(b, 20) else { return nil }
            return (w, h)
        }
        guard let w = le32(b, 18), let h = le32(b, 22) else { return nil }
        return (abs(Int(Int32(truncatingIfNeeded: w))), abs(Int(Int32(truncatingIfNeeded: h))))
    }

    /// ImageWidth (256) and ImageLength (257) of the first IFD.
    private static func tiff(_ b: [UInt8]) -> (Int, Int)? {
        let little = b.first == 0x49
        func u16(_ i: Int) -> Int? { little ? le16(b, i) : be16(b, i) }
        func u32(_ i: Int) -> Int? { little ? le32(b, i) : be32(b, i) }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        var width: Int?, height: Int?
        for entry in 0..<count {
            let e = ifd + 2 + entry * 12
            guard let tag = u16(e), let type = u16(e + 2) else { return nil }
            guard tag == 256 || tag == 257 else { continue }
            // SHORT (3) or LONG (4), stored in the entry itself.
            guard let value = type == 3 ? u16(e + 8) : type == 4 ? u32(e + 8) : nil else { return nil }
            if tag == 256 { width = value } else { height = value }
        }
        guard let width, let height else { return nil }
        return (width, height)
    }
}

import CLibDeflate
import Darkroom
import Foundation

/// A PNG reader written apart from the encoder, for checking its files byte for
/// byte: chunks with their CRC-32, the IDAT stream through libdeflate's inflate,
/// rows unfiltered (PNG spec §9). Reads only what the encoder writes: 8-bit RGB or
/// RGBA, not interlaced.
enum PNGFileReader {
    /// The straight RGB(A) bytes of `png`, or nil if any part of the file is wrong.
    static func pixels(_ png: Data) -> (bytes: [UInt8], channels: Int)? {
        let bytes = [UInt8](png)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        var chunks: [(type: String, body: ArraySlice<UInt8>)] = []
        var i = 8
        while i + 12 <= bytes.count {
            let length = be32(i)
            guard i + 12 + length <= bytes.count else { return nil }
            let typed = bytes[(i + 4)..<(i + 8 + length)]
            let crc = typed.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) }
            guard crc == UInt32(be32(i + 8 + length)) else { return nil }
            chunks.append((String(decoding: typed.prefix(4), as: UTF8.self), typed.dropFirst(4)))
            i += 12 + length
        }
        guard i == bytes.count, chunks.first?.type == "IHDR", chunks.last?.type == "IEND" else { return nil }
        let header = Array(chunks[0].body)
        guard header.count == 13, header[8] == 8, header[10...12] == [0, 0, 0] else { return nil }
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let channels: Int
        switch header[9] {
        case 2: channels = 3
        case 6: channels = 4
        default: return nil
        }
        let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.body)
        let expected = height * (1 + width * channels)
        guard let rows = Inflate.zlib(stream, limit: expected), rows.count == expected,
              let pixels = unfilter(rows, width: width, height: height, channels: channels) else { return nil }
        return (pixels, channels)
    }

    /// Rows without their filter bytes, each filter undone; nil for an unknown filter type.
    static func unfilter(_ rows: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8]? {
        let rowBytes = width * channels
        var out = [UInt8](repeating: 0, count: height * rowBytes)
        for y in 0..<height {
            let type = rows[y * (rowBytes + 1)]
            for i in 0..<rowBytes {
                let left = i >= channels ? Int(out[y * rowBytes + i - channels]) : 0
                let up = y > 0 ? Int(out[(y - 1) * rowBytes + i]) : 0
                let upLeft = y > 0 && i >= channels ? Int(out[(y - 1) * rowBytes + i - channels]) : 0
                let predictor: Int
                switch type {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft, pa = abs(p - left), pb = abs(p - up), pc = abs(p - upLeft)
                    predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
                default: return nil
                }
                out[y * rowBytes + i] = rows[y * (rowBytes + 1) + 1 + i] &+ UInt8(predictor)
            }
        }
        return out
    }

    /// The index of the first byte where `a` and `b` differ (or where the shorter ends), nil if they are
    /// equal: a short failure message where comparing the arrays in `#expect` would print both.
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        let common = min(a.count, b.count)
        if let i = (0..<common).first(where: { a[$0] != b[$0] }) { return i }
        return a.count == b.count ? nil : common
    }

    /// The image's premultiplied BGRA pixels as straight RGB(A) bytes, with cairo's
    /// rounding (`(c × 255 + a / 2) / a`); fully transparent pixels are all zero.
    static func straight(_ image: CGImage, channels: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(image.width * image.height * channels)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = y * image.bytesPerRow + x * 4
                let b = Int(image.data[i]), g = Int(image.data[i + 1]), r = Int(image.data[i + 2])
                let a = Int(image.data[i + 3])
                if channels == 3 { out += [UInt8(r), UInt8(g), UInt8(b)]; continue }
                let straight = { (c: Int) in a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                out += [straight(r), straight(g), straight(b), UInt8(a)]
            }
        }
        return out
    }
}

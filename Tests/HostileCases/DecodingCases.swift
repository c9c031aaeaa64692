import CLibDeflate
import Darkroom
import Foundation

/// Decoding hostile bytes: bombs that declare billions of pixels, truncated and
/// corrupted files of every format, and paths that are not regular files.
enum DecodingCases {
    /// A real PNG bomb: `size` × `size` 1-bit grey pixels, all zero, which
    /// deflate squeezes a thousandfold (20000²: 50 KB of file, 1.6 GB once decoded to ARGB).
    static func pngBomb(size: Int) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: [UInt8]) {
            var be = UInt32(body.count).bigEndian
            png.append(Data(bytes: &be, count: 4))
            let typed = Array(type.utf8) + body
            png.append(contentsOf: typed)
            var crc = typed.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) }.bigEndian
            png.append(Data(bytes: &crc, count: 4))
        }
        func be32(_ v: Int) -> [UInt8] {
            [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        chunk("IHDR", be32(size) + be32(size) + [1, 0, 0, 0, 0])
        // Rows of (filter byte 0, then size/8 zero bytes): all zeros, deflated in one call.
        let raw = [UInt8](repeating: 0, count: size * (1 + (size + 7) / 8))
        let compressor = libdeflate_alloc_compressor(6)!
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, raw.count)
        var compressed = [UInt8](repeating: 0, count: bound)
        let written = raw.withUnsafeBytes { input in
            compressed.withUnsafeMutableBytes {
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, $0.baseAddress, bound)
            }
        }
        compressed.removeLast(bound - written)
        chunk("IDAT", compressed)
        chunk("IEND", [])
        return png
    }

    /// Headers that declare enormous images, followed by too few bytes to hold them.
    static let headerBombs: [(String, [UInt8])] = [
        ("jpeg-65500x65500", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
                              0xFF, 0xC0, 0x00, 0x11, 0x08, 0xFF, 0xDC, 0xFF, 0xDC, 0x03, 1, 0x22, 0, 2,
                              0x11, 1, 3, 0x11, 1]
                              + [UInt8](repeating: 0, count: 64)),
        ("gif-65535x65535", Array("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0, 0,
                             0x2C, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]),
        ("webp-vp8x-16Mx16M", Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0,
                               0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF] + [UInt8](repeating: 0, count: 16)),
        ("webp-vp8l-16384x16384", Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8L".utf8) + [10, 0, 0, 0, 0x2F,
                                   0xFF, 0xFF, 0xFF, 0x0F] + [UInt8](repeating: 0, count: 16)),
        ("bmp-100000x100000", Array("BM".utf8) + [0, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0,
                               0xA0, 0x86, 0x01, 0x00, 0xA0, 0x86, 0x01, 0x00, 1, 0, 24,
                               0] + [UInt8](repeating: 0, count: 64)),
        ("bmp-negative-height", Array("BM".utf8) + [0, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0,
                                 0xA0, 0x86, 0x01, 0x00, 0x60, 0x79, 0xFE, 0xFF, 1, 0, 24,
                                 0] + [UInt8](repeating: 0, count: 64)),
        ("tiff-100000x100000", [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 2, 0,
                                0x00, 0x01, 4, 0, 1, 0, 0, 0, 0xA0, 0x86, 0x01, 0x00,
                                0x01, 0x01, 4, 0, 1, 0, 0, 0, 0xA0, 0x86, 0x01, 0x00, 0, 0, 0, 0]),
        ("png-header-2^31", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
                            + [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 8, 6, 0, 0, 0, 0, 0, 0, 0]),
    ]

    static let formats: [(String, ImageFormat)] = [
        ("png", .png), ("jpeg", .jpeg(quality: 0.8)), ("gif", .gif), ("webp", .webp(quality: 0.8)), ("bmp",
            .bmp), ("tiff", .tiff),
    ]

    /// A small real image in `format`.
    static func sample(_ format: ImageFormat) throws -> Data {
        try ViewRenderer().data(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            .frame(width: 24, height: 16).overlay(Text("x")), format: format)
    }

    /// Decoding must not crash, and anything it returns must be a real bitmap.
    static func decode(_ data: Data) throws -> String {
        do {
            let image = try ImageDecoding.decodeChecked(data)
            guard image.width > 0, image.height > 0, image.width * image.height <= ImageDecoding.maxPixelCount else {
                throw CaseFailure("decoded \(image.width)x\(image.height)")
            }
            return "decoded \(image.width)x\(image.height)"
        }
    }

    /// A bomb must be refused by its header, not decoded.
    static func refuse(_ data: Data) throws -> String {
        do {
            let image = try ImageDecoding.decodeChecked(data)
            throw CaseFailure("a bomb was decoded to \(image.width)x\(image.height)")
        } catch let failure as ImageDecoding.Failure {
            guard case .tooManyPixels = failure else { throw CaseFailure("refused for the wrong reason: \(failure)") }
            return "refused: \(failure)"
        }
    }

    /// A two-frame animated GIF on a 1 × 1 screen: frame one is red (palette
    /// index 0), frame two blue (index 1) and declares itself `frameSize` pixels
    /// on a side, past the screen and past any pixel cap when large.
    static func animatedGIF(frameSize: UInt16) -> Data {
        let lo = UInt8(frameSize & 0xFF)
        let hi = UInt8(frameSize >> 8)
        var bytes: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0]  // screen 1 × 1, 2-colour table
        bytes += [255, 0, 0, 0, 0, 255]                                      // red, blue
        bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]  // loop forever
        bytes += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]      // frame 1: 1 × 1, index 0
        bytes += [0x21, 0xF9, 4, 0, 10, 0, 0xFF, 0]                          // delay before frame 2
        bytes += [0x2C, 0, 0, 0, 0, lo, hi, lo, hi, 0, 2, 2, 0x4C, 0x01, 0] // frame 2: index 1
        return Data(bytes + [0x3B])
    }

    /// Decodes an animated GIF and checks it gave the first (red) frame only.
    static func firstFrameOnly(_ data: Data) throws -> String {
        let image = try ImageDecoding.decodeChecked(data)
        guard image.width == 1, image.height == 1, let pixel = image.pixel(x: 0, y: 0) else {
            throw CaseFailure("decoded \(image.width)x\(image.height), not the 1x1 first frame")
        }
        guard pixel.red > 0.9, pixel.blue < 0.1 else { throw CaseFailure("pixel \(pixel) is not the red first frame") }
        return "first frame, 1x1 red"
    }

    static var all: [HostileCase] {
        var cases: [HostileCase] = []
        cases.append(HostileCase(name: "decode/bomb/png-20000x20000") { try refuse(pngBomb(size: 20_000)) })
        cases.append(HostileCase(name: "decode/bomb/png-20000x20000-file") {
            let url = scratchFolder("bomb").appendingPathComponent("bomb.png")
            try pngBomb(size: 20_000).write(to: url)
            guard ImageLoader.shared.decode(url.path) == nil, UIImage(contentsOfFile: url.path) == nil else {
                throw CaseFailure("the bomb file was decoded")
            }
            return "refused"
        })
        cases.append(HostileCase(name: "decode/animated/gif-first-frame") {
            try firstFrameOnly(animatedGIF(frameSize: 1))
        })
        cases.append(HostileCase(name: "decode/animated/gif-huge-second-frame") {
            try firstFrameOnly(animatedGIF(frameSize: 65_535))
        })
        cases.append(HostileCase(name: "decode/limit/configurable") {
            let saved = ImageDecoding.maxPixelCount
            defer { ImageDecoding.maxPixelCount = saved }
            ImageDecoding.maxPixelCount = 100
            return try refuse(sample(.png))
        })
        for (name, bytes) in headerBombs {
            cases.append(HostileCase(name: "decode/bomb/\(name)") { try refuse(Data(bytes)) })
        }
        for (name, format) in formats {
            cases.append(HostileCase(name: "decode/\(name)/intact") { try decode(sample(format)) })
            for cut in [4, 8, 13, 24, 33, 64, 100] {
                cases.append(
                    HostileCase(name: "decode/\(name)/truncated-\(cut)") { try decode(sample(format).prefix(cut)) })
            }
            cases.append(HostileCase(name: "decode/\(name)/truncated-half") {
                let data = try sample(format)
                return try decode(data.prefix(data.count / 2))
            })
            for seed in 1...6 {
                cases.append(HostileCase(name: "decode/\(name)/corrupt-\(seed)") {
                    var data = try sample(format)
                    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
                    for _ in 0..<(seed * 3) {
                        state = state &* 6364136223846793005 &+ 1442695040888963407
                        let at = 8 + Int(state >> 33) % max(1, data.count - 8)
                        data[data.startIndex + at] ^= UInt8(truncatingIfNeeded: state >> 20) | 1
                    }
                    return try decode(data)
                })
            }
        }
        return cases
    }
}

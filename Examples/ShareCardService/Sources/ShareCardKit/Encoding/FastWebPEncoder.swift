import CWebP
import Darkroom
import Foundation

/// Lossy WebP through libwebp's own API, with the effort (`method`) chosen: Darkroom's `WebPEncoder` goes
/// through libgd, which always uses libwebp's default effort (4), the slowest choice that still pays on
/// photographs. Flat-coloured cards lose almost nothing at a lower effort and encode several times faster
/// (Benchmarks/Service/results.md measures the trade).
public struct FastWebPEncoder: ImageEncoder {
    /// libwebp's quality, 0…100.
    public var quality: Float
    /// libwebp's effort, 0 (fastest) … 6 (smallest).
    public var method: Int32

    /// An encoder at `quality` (0…100) and `method` (0…6); out-of-range values are clamped.
    public init(quality: Float = 80, method: Int32 = 1) {
        self.quality = quality.isFinite ? min(max(quality, 0), 100) : 80
        self.method = min(max(method, 0), 6)
    }

    public func encode(_ image: CGImage) throws -> Data {
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw RenderError.encoding("WebP: libwebp version mismatch") }
        config.quality = quality
        config.method = method
        guard WebPValidateConfig(&config) != 0 else { throw RenderError.encoding("WebP: invalid settings") }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw RenderError.encoding("WebP: libwebp version mismatch") }
        picture.width = Int32(image.width)
        picture.height = Int32(image.height)
        defer { WebPPictureFree(&picture) }
        let opaque = Self.isOpaque(image)
        let imported = (opaque ? image.data : Self.straightAlpha(image)).withUnsafeBufferPointer { pixels in
            opaque
                ? WebPPictureImportBGRX(&picture, pixels.baseAddress, Int32(image.bytesPerRow))
                : WebPPictureImportBGRA(&picture, pixels.baseAddress, Int32(image.bytesPerRow))
        }
        guard imported != 0 else { throw RenderError.encoding("WebP: cannot import \(image.width) × \(image.height)") }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let ok = withUnsafeMutablePointer(to: &writer) { writerPointer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writerPointer)
            return WebPEncode(&config, &picture)
        }
        guard ok != 0, let bytes = writer.mem else {
            throw RenderError.encoding("WebP: libwebp failed (error \(picture.error_code.rawValue))")
        }
        return Data(bytes: bytes, count: writer.size)
    }

    /// Whether every pixel's alpha is 255 (then the premultiplied pixels are already straight).
    static func isOpaque(_ image: CGImage) -> Bool {
        image.data.withUnsafeBufferPointer { bytes in
            var y = 0
            while y < image.height {
                let row = y * image.bytesPerRow
                var x = 3
                while x < image.width * 4 {
                    if bytes[row + x] != 255 { return false }
                    x += 4
                }
                y += 1
            }
            return true
        }
    }

    /// Darkroom's pixels are premultiplied BGRA; libwebp wants straight alpha.
    static func straightAlpha(_ image: CGImage) -> [UInt8] {
        var pixels = image.data
        for i in stride(from: 0, to: pixels.count - 3, by: 4) {
            let a = Int(pixels[i + 3])
            guard a != 0, a != 255 else { continue }
            for c in 0..<3 { pixels[i + c] = UInt8(min(255, (Int(pixels[i + c]) * 255 + a / 2) / a)) }
        }
        return pixels
    }
}

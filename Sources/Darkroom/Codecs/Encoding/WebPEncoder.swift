import CDarkroomWebP
import Foundation

/// WebP, lossy or lossless, with alpha, through libwebp's own API (opened on first use, as libgd is).
///
/// `effort` is libwebp's `method`: how hard the encoder searches for a smaller file. libwebp's default, 4, pays
/// on photographs; a flat-coloured share card loses little at 1 and encodes several times faster
/// (Benchmarks/Service/results.md measures every effort on one card), which is what a server answering requests
/// wants.
public struct WebPEncoder: ImageEncoder {
    /// 0 (smallest) … 1 (best) for lossy files; ignored when `lossless`.
    public var quality: Double
    /// Whether to write lossless WebP.
    public var lossless: Bool
    /// libwebp's effort, 0 (fastest) … 6 (smallest file); 4 is libwebp's default. Out-of-range values are clamped.
    public var effort: Int

    /// A lossy encoder at `quality` (0…1; NaN means 0.9) and `effort` (0…6).
    public init(quality: Double = 0.9, effort: Int = 4) {
        self.quality = quality; lossless = false; self.effort = effort
    }

    /// A lossless encoder (or a lossy one at full quality when `lossless` is false).
    public init(lossless: Bool) { quality = 1; self.lossless = lossless; effort = 4 }

    public func encode(_ image: CGImage) throws -> Data {
        let webp = try LibWebP.require()
        let maximum = Int(WEBP_MAX_DIMENSION)
        guard image.width <= maximum, image.height <= maximum else {
            throw RenderError.encoding(
                "WebP: \(image.width) × \(image.height) is over WebP's \(maximum) pixels a side")
        }
        var config = WebPConfig()
        // Lossless quality is compression effort to libwebp; 70 is what its one-call lossless API uses.
        let percent: Float = lossless ? 70 : Float(GDCodec.percent(quality))
        guard webp.configInit(&config, WEBP_PRESET_DEFAULT, percent, WEBP_ENCODER_ABI_VERSION) != 0 else {
            throw RenderError.encoding("WebP: libwebp refuses this program's ABI version")
        }
        config.lossless = lossless ? 1 : 0
        config.method = Int32(min(max(effort, 0), 6))
        guard webp.validateConfig(&config) != 0 else { throw RenderError.encoding("WebP: invalid settings") }

        var picture = WebPPicture()
        guard webp.pictureInit(&picture, WEBP_ENCODER_ABI_VERSION) != 0 else {
            throw RenderError.encoding("WebP: libwebp refuses this program's ABI version")
        }
        defer { webp.pictureFree(&picture) }
        picture.use_argb = lossless ? 1 : 0
        picture.width = Int32(image.width)
        picture.height = Int32(image.height)
        let imported: Int32
        if Self.isOpaque(image) {
            // Premultiplied and straight colours are the same bytes when every alpha is 255: no copy.
            imported = image.data.withUnsafeBufferPointer {
                webp.importBGRX(&picture, $0.baseAddress, Int32(image.bytesPerRow))
            }
        } else {
            imported = Self.straightAlpha(image).withUnsafeBufferPointer {
                webp.importBGRA(&picture, $0.baseAddress, Int32(image.bytesPerRow))
            }
        }
        guard imported != 0 else {
            throw RenderError.encoding("WebP: cannot allocate a \(image.width) × \(image.height) picture")
        }

        let sink = Sink()
        picture.writer = Sink.write
        picture.custom_ptr = Unmanaged.passUnretained(sink).toOpaque()
        let ok = withExtendedLifetime(sink) { webp.encode(&config, &picture) }
        guard ok != 0, !sink.data.isEmpty else {
            throw RenderError.encoding("WebP: libwebp failed (error \(picture.error_code.rawValue))")
        }
        return sink.data
    }

    /// Whether every pixel's alpha is 255: known from an opaque render, else read (one AND per pixel, which the
    /// compiler vectorises).
    static func isOpaque(_ image: CGImage) -> Bool {
        if image.isKnownOpaque { return true }
        return image.data.withUnsafeBytes { raw in
            for y in 0..<image.height {
                let row = (raw.baseAddress! + y * image.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                var alphaBits: UInt32 = 0xFF00_0000
                for x in 0..<image.width { alphaBits &= row[x] }
                if alphaBits != 0xFF00_0000 { return false }
            }
            return true
        }
    }

    /// The pixels with alpha un-premultiplied (libwebp wants straight colours), rounded to the nearest.
    static func straightAlpha(_ image: CGImage) -> [UInt8] {
        var pixels = image.data
        pixels.withUnsafeMutableBufferPointer { bytes in
            for y in 0..<image.height {
                var i = y * image.bytesPerRow
                for _ in 0..<image.width {
                    let a = Int(bytes[i + 3])
                    if a != 0, a != 255 {
                        for c in i..<i + 3 { bytes[c] = UInt8(min(255, (Int(bytes[c]) * 255 + a / 2) / a)) }
                    }
                    i += 4
                }
            }
        }
        return pixels
    }

    /// Collects libwebp's output as it is written.
    private final class Sink {
        var data = Data()

        static let write: WebPWriterFunction = { bytes, count, picture in
            guard let picture, let context = picture.pointee.custom_ptr else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
            if let bytes, count > 0 { sink.data.append(bytes, count: count) }
            return 1
        }
    }
}

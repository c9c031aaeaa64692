import Foundation

/// A bitmap image, as Core Graphics' `CGImage`: immutable, thread-safe.
///
/// Pixels are 8-bit BGRA in memory (cairo's `ARGB32`: native-endian 32-bit
/// words `0xAARRGGBB` on little-endian machines), alpha premultiplied, sRGB.
public final class CGImage: @unchecked Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes from one row of `data` to the next (at least `width × 4`).
    public let bytesPerRow: Int
    /// Bits per colour channel: always 8.
    public let bitsPerComponent = 8
    /// Bits per pixel: always 32 (four 8-bit channels).
    public let bitsPerPixel = 32
    /// Premultiplied BGRA bytes, `bytesPerRow × height` of them.
    public let data: [UInt8]
    /// The colour space the pixels are in: sRGB, or gray for images made by
    /// gray bitmap contexts (stored with r = g = b).
    public internal(set) var colorSpace: CGColorSpace? = .srgbSpace
    /// `.premultipliedFirst` (little-endian words), or `.noneSkipFirst` /
    /// `.none` for opaque images.
    public internal(set) var alphaInfo: CGImageAlphaInfo = .premultipliedFirst
    /// The memory layout of `data`: 32-bit little-endian words plus `alphaInfo`.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGBitmapInfo.byteOrder32Little.rawValue | alphaInfo.rawValue)
    }
    /// Whether the image is known to be fully opaque.
    var isKnownOpaque: Bool { alphaInfo == .none || alphaInfo == .noneSkipFirst || alphaInfo == .noneSkipLast }

    /// Wraps premultiplied BGRA bytes. Returns `nil` when the buffer is too small.
    public init?(width: Int, height: Int, bytesPerRow: Int, premultipliedBGRA data: [UInt8]) {
        guard width > 0, height > 0, bytesPerRow >= width * 4, data.count >= bytesPerRow * height else { return nil }
        self.width = width; self.height = height; self.bytesPerRow = bytesPerRow; self.data = data
    }

    /// The colour at pixel (`x`, `y`), origin top-left, alpha un-premultiplied.
    public func pixel(x: Int, y: Int) -> RGBA? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = y * bytesPerRow + x * 4
        let a = Double(data[i + 3])
        guard a > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        return RGBA(
            red: Double(data[i + 2]) / a, green: Double(data[i + 1]) / a, blue: Double(data[i]) / a, alpha: a / 255)
    }

    /// The 8-bit (r, g, b, a) at a pixel, alpha un-premultiplied and rounded.
    public func rgba8(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard let p = pixel(x: x, y: y) else { return nil }
        func q(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        return (q(p.red), q(p.green), q(p.blue), q(p.alpha))
    }

    /// A copy of the pixels inside `rect` (pixel coordinates), or `nil` if it misses the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard ![rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].contains(where: \.isNaN) else {
            return nil
        }
        let r = rect.standardized.safeIntersection(CGRect(x: 0, y: 0, width: width, height: height)).integral
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, r.width >= 1,
            r.height >= 1
        else { return nil }
        let (x0, y0, w, h) = (Int(r.minX), Int(r.minY), Int(r.width), Int(r.height))
        var out = [UInt8](repeating: 0, count: w * 4 * h)
        data.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for row in 0..<h {
                    let s = (y0 + row) * bytesPerRow + x0 * 4
                    dst.baseAddress!.advanced(by: row * w * 4).update(
                        from: src.baseAddress!.advanced(by: s), count: w * 4)
                }
            }
        }
        return CGImage(width: w, height: h, bytesPerRow: w * 4, premultipliedBGRA: out)
    }
}

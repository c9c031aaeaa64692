import CGD
import Foundation

/// A libgd truecolor image: the legacy path's pixel store (window surfaces,
/// bitmap contexts), convertible to and from `CGImage` and `UIImage`.
///
/// Pixels are libgd's `0xAARRGGBB` words, straight alpha, 7-bit (0 opaque … 127
/// transparent). See `GDPixels` for the conversion contract.
public final class GDBitmap: @unchecked Sendable {
    let canvas: GDCanvas

    init(canvas: GDCanvas) { self.canvas = canvas }

    /// A transparent bitmap; `nil` for a size of zero or less, or above 100 megapixels.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, let c = GDCanvas(rect: PixelRect(x0: 0, y0: 0, x1: width, y1: height)) else { return nil }
        canvas = c
    }

    /// The pixels of a `CGImage`.
    public init?(cgImage: CGImage) {
        guard let im = GDPixels.makeGDImage(cgImage) else { return nil }
        canvas = GDCanvas(adopting: im)
    }

    /// The pixels of a `UIImage` (`nil` for an empty image).
    public convenience init?(uiImage: UIImage) {
        guard let cg = uiImage.cgImage else { return nil }
        self.init(cgImage: cg)
    }

    /// Decodes PNG, JPEG, GIF, WebP, BMP or TIFF data with libgd.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        let bytes = [UInt8](data.prefix(12))
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + magic.count && Array(bytes[offset..<(offset + magic.count)]) == magic
        }
        // The format from its signature, so libgd is asked once (its decoders warn on foreign data).
        let decode: ((Int32, UnsafeMutableRawPointer) -> gdImagePtr?)?
        if starts([0x89, 0x50, 0x4E, 0x47]) { decode = { gdImageCreateFromPngPtr($0, $1) } }
        else if starts([0xFF, 0xD8, 0xFF]) { decode = { gdImageCreateFromJpegPtr($0, $1) } }
        else if starts(Array("GIF8".utf8)) { decode = { gdImageCreateFromGifPtr($0, $1) } }
        else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { decode = { gdImageCreateFromWebpPtr($0, $1) } }
        else if starts(Array("BM".utf8)) { decode = { gdImageCreateFromBmpPtr($0, $1) } }
        else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { decode = { gdImageCreateFromTiffPtr($0, $1) } }
        else { decode = nil }
        guard let decode else { return nil }
        let im: gdImagePtr? = data.withUnsafeBytes { raw in
            decode(Int32(clamping: raw.count), UnsafeMutableRawPointer(mutating: raw.baseAddress!))
        }
        guard let im else { return nil }
        canvas = GDCanvas(adopting: im)
    }

    public var width: Int { canvas.width }
    public var height: Int { canvas.height }

    /// The libgd colour word at a pixel (`0xAARRGGBB`, 7-bit alpha), or `nil` outside.
    public func gdPixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return UInt32(bitPattern: canvas.pixel(x, y))
    }

    /// Replaces a pixel with a libgd colour word (no blending).
    public func setGDPixel(x: Int, y: Int, _ color: UInt32) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        darkroom_gd_row(canvas.image, Int32(y))![x] = Int32(bitPattern: color & 0x7FFF_FFFF)
    }

    /// The pixels as a `CGImage`.
    public func makeCGImage() -> CGImage? { GDPixels.makeCGImage(canvas.image) }

    /// The pixels as a `UIImage` of the given scale.
    public func makeUIImage(scale: CGFloat = 1) -> UIImage? { makeCGImage().map { UIImage(cgImage: $0, scale: scale) } }

    /// The underlying libgd image, for calls Darkroom does not wrap. It stays
    /// owned by this bitmap: do not destroy it.
    public var gdImage: gdImagePtr { canvas.image }
}

extension CGImage {
    /// The image's pixels as a libgd bitmap.
    public func makeGDBitmap() -> GDBitmap? { GDBitmap(cgImage: self) }
}

extension UIImage {
    /// The image's pixels as a libgd bitmap (`nil` for an empty image).
    public func makeGDBitmap() -> GDBitmap? { GDBitmap(uiImage: self) }
}

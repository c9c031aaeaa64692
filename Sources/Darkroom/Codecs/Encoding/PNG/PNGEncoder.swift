import CLibDeflate
import Foundation

/// Encodes images as PNG: every PNG Darkroom writes (`ViewRenderer.pngData`,
/// `UIImage.pngData()`, `ImageFormat.png`) goes through it.
///
/// The ``compression`` setting picks the row filter and the deflate coder:
/// libdeflate on the whole image (`.balanced`, the default; `.smallest`;
/// `.uncompressed`), or Darkroom's run-length coder on stripes of rows deflated on
/// all cores (`.fast`), which libdeflate, a whole-buffer compressor, cannot split.
/// Pixels are those of any PNG writer: straight alpha with cairo's rounding; an
/// image whose every pixel is opaque is written as RGB, as cairo does.
///
/// Output is deterministic: no timestamps or text chunks, and the same bytes
/// whatever the number of cores, so the same pixels always give the same file.
@_spi(Engine) public struct PNGEncoder: Sendable {
    /// The speed/size trade-off.
    public var compression: PNGCompression

    /// An encoder with the given setting (`.balanced` by default).
    public init(compression: PNGCompression = .balanced) { self.compression = compression }

    /// PNG bytes of `image`, encoded with ``compression``.
    public func encode(_ image: CGImage) throws -> Data {
        try image.data.withUnsafeBufferPointer {
            try encode(pixels: $0.baseAddress!, width: image.width, height: image.height,
                       bytesPerRow: image.bytesPerRow, opaque: nil)
        }
    }

    /// Encodes premultiplied BGRA memory (cairo's ARGB32 layout). `opaque: true`
    /// ignores the alpha bytes (cairo's RGB24); `nil` finds out by scanning.
    func encode(pixels: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int,
                opaque knownOpaque: Bool?) throws -> Data {
        let buffer = UnsafeBufferPointer(start: pixels, count: bytesPerRow * height)
        let opaque = knownOpaque ?? PNGRows.isOpaque(buffer, width: width, height: height, stride: bytesPerRow)
        let channels = opaque ? 3 : 4
        let idat: Data
        switch compression.coder {
        case .libdeflate(let level):
            let rows = PNGRows.filteredImage(pixels, width: width, height: height, stride: bytesPerRow,
                                             channels: channels, filter: compression.filter,
                                             parallel: compression.parallel)
            idat = try Self.zlibStream(rows, level: level)
        case .runLength:
            let stripes = compression.parallel ? PNGRows.stripeCount(height: height) : 1
            idat = Self.runLengthStream(pixels, width: width, height: height, stride: bytesPerRow,
                                        channels: channels, filter: compression.filter, stripes: stripes)
        }
        return Data.png(width: width, height: height, opaque: opaque, idat: idat)
    }

    /// The zlib stream of `rows`, deflated in one libdeflate call.
    static func zlibStream(_ rows: [UInt8], level: Int32) throws -> Data {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw RenderError.encoding("libdeflate could not allocate a compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let idat: Data = rows.withUnsafeBytes { rows in
            let bound = libdeflate_zlib_compress_bound(compressor, rows.count)
            var out = Data(count: bound)
            let written = out.withUnsafeMutableBytes {
                libdeflate_zlib_compress(compressor, rows.baseAddress, rows.count, $0.baseAddress, bound)
            }
            out.count = written
            return out
        }
        guard !idat.isEmpty else { throw RenderError.encoding("libdeflate could not compress the image") }
        return idat
    }
}

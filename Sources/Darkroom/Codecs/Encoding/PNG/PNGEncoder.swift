import CLibDeflate
import Foundation

/// Encodes images as PNG: the default PNG writer (`UIImage.pngData()`,
/// `ViewRenderer.pngData(_:)`, `ImageRenderer`'s PNG output).
///
/// Rows are filtered with PNG's `up` filter (stripes of rows on all cores) and
/// the whole image is deflated in one call to libdeflate at level 4. On the
/// benchmark images this writes files within a few percent of libpng's default
/// output several times faster than libpng (Benchmarks/PNG, docs/performance.md).
/// Pixels are those of any PNG writer: straight alpha, cairo's rounding; an
/// image whose every pixel is opaque is written as RGB.
///
/// Output is deterministic: no timestamps or text chunks, so the same pixels
/// always give the same bytes.
public struct PNGEncoder: Sendable {
    /// libdeflate's compression level, 0 (stored) … 12 (smallest).
    package var level: Int32
    /// The row filter.
    package var filter: PNGRowFilter

    /// The default encoder: libdeflate at level 4 with the Up filter.
    public init() { self.init(level: 4, filter: .up) }

    /// A setting the benchmark compares against the default.
    package init(level: Int32, filter: PNGRowFilter) {
        self.level = min(max(level, 0), 12); self.filter = filter
    }

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
        let opaque = knownOpaque ?? FastPNGEncoder.isOpaque(buffer, width: width, height: height, stride: bytesPerRow)
        let filtered = Self.filteredRows(pixels, width: width, height: height, stride: bytesPerRow,
                                         channels: opaque ? 3 : 4, filter: filter)
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw RenderError.encoding("libdeflate could not allocate a compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let idat: Data = filtered.withUnsafeBytes { rows in
            let bound = libdeflate_zlib_compress_bound(compressor, rows.count)
            var out = Data(count: bound)
            let written = out.withUnsafeMutableBytes {
                libdeflate_zlib_compress(compressor, rows.baseAddress, rows.count, $0.baseAddress, bound)
            }
            out.count = written
            return out
        }
        guard !idat.isEmpty else { throw RenderError.encoding("libdeflate could not compress the image") }
        return Data.png(width: width, height: height, opaque: opaque, idat: idat)
    }

    /// Encodes and writes atomically.
    public func write(_ image: CGImage, to url: URL) throws {
        try AtomicFile.write(encode(image), to: url)
    }

    /// Every row filtered, each prefixed with its filter byte: stripes of rows
    /// filtered on all cores into one buffer.
    package static func filteredRows(_ src: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
                             filter: PNGRowFilter) -> [UInt8] {
        let rowBytes = width * channels + 1
        let stripes = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 16, height / 64))
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            let dst = UnsafeSendablePointer(out.baseAddress!), source = UnsafeSendablePointer(src)
            let work: @Sendable (Int) -> Void = { stripe in
                let y0 = height * stripe / stripes, y1 = height * (stripe + 1) / stripes
                let rows = FastPNGEncoder.filterRows(source.pointer, y0: y0, y1: y1, width: width, stride: stride,
                                                     channels: channels, filter: filter)
                rows.withUnsafeBufferPointer {
                    (dst.pointer + y0 * rowBytes).initialize(from: $0.baseAddress!, count: $0.count)
                }
            }
            if stripes == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: stripes, execute: work) }
            count = rowBytes * height
        }
    }
}

extension Data {
    /// A PNG file: signature, 8-bit RGB (opaque) or RGBA header, one IDAT chunk
    /// holding the zlib stream, end chunk.
    static func png(width: Int, height: Int, opaque: Bool, idat: Data) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.reserveCapacity(8 + 25 + 12 + idat.count + 12)
        var header = Data()
        header.appendBigEndian(UInt32(width)); header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", idat)
        png.appendChunk("IEND", Data())
        return png
    }
}

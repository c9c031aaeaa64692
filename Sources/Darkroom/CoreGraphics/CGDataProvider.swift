import Foundation

/// Bytes an image is read from, as Core Graphics' `CGDataProvider` (in memory).
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes.
    public let data: CFData?

    /// Creates a data provider that reads from the given bytes; on Linux it never fails.
    public init?(data: CFData) { self.data = data }

    /// Reads a file into memory; `nil` when it cannot be read.
    public init?(url: CFURL) {
        guard url.isFileURL, let bytes = ImageDecoding.regularFileContents(atPath: url.path) else { return nil }
        data = bytes
    }
}

extension CGImage {
    /// An image from raw pixels in a Core Graphics layout, as
    /// `CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:`
    /// `shouldInterpolate:intent:)`.
    ///
    /// Supports the layouts bitmap contexts do (8-bit RGB with
    /// premultiplied or skipped alpha in either byte order, 8-bit gray) plus
    /// straight (non-premultiplied) `.last` / `.first` alpha, which is
    /// premultiplied here. Returns `nil` for other layouts or too few bytes.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let bytes = provider.data, width > 0, height > 0, bitsPerComponent == 8,
            bytesPerRow > 0, bytesPerRow <= Int(Int32.max),
            width.multipliedReportingOverflow(by: height).partialValue <= 100_000_000,
            !width.multipliedReportingOverflow(by: height).overflow,
            !bytesPerRow.multipliedReportingOverflow(by: height).overflow
        else { return nil }
        // Straight alpha reads like its premultiplied twin, then gets multiplied in.
        let straight = bitmapInfo.alphaInfo == .last || bitmapInfo.alphaInfo == .first
        var info = bitmapInfo
        if straight {
            let twin: CGImageAlphaInfo = bitmapInfo.alphaInfo == .last ? .premultipliedLast : .premultipliedFirst
            info = CGBitmapInfo(rawValue: (bitmapInfo.rawValue & ~CGBitmapInfo.alphaInfoMask.rawValue) | twin.rawValue)
        }
        guard let layout = BitmapLayout(width: width, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                                        space: space, info: info),
              bitsPerPixel == layout.bytesPerPixel * 8, bytesPerRow >= width * layout.bytesPerPixel,
              bytes.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel else { return nil }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt8.self)
            for y in 0..<height {
                for x in 0..<width {
                    let s = y * bytesPerRow + x * layout.bytesPerPixel, d = (y * width + x) * 4
                    var (r, g, b, a): (Int, Int, Int, Int)
                    switch layout.kind {
                    case .gray:
                        (r, g, b, a) = (Int(src[s]), Int(src[s]), Int(src[s]), 255)
                    case .rgb(let ri, let gi, let bi, let ai):
                        (r, g, b) = (Int(src[s + ri]), Int(src[s + gi]), Int(src[s + bi]))
                        a = ai.map { Int(src[s + $0]) } ?? 255
                        if straight { (r, g, b) = ((r * a + 127) / 255, (g * a + 127) / 255, (b * a + 127) / 255) }
                        (r, g, b) = (min(r, a), min(g, a), min(b, a))
                    }
                    out[d] = UInt8(b); out[d + 1] = UInt8(g); out[d + 2] = UInt8(r); out[d + 3] = UInt8(a)
                }
            }
        }
        self.init(width: width, height: height, bytesPerRow: width * 4, premultipliedBGRA: out)
        colorSpace = space.model == .monochrome ? .graySpace : .srgbSpace
        if !layout.hasAlpha { alphaInfo = layout.kind == .gray ? .none : .noneSkipFirst }
    }

    /// The pixels as a data provider (premultiplied BGRA, `bytesPerRow` per row).
    public var dataProvider: CGDataProvider? { CGDataProvider(data: Data(data)) }
}

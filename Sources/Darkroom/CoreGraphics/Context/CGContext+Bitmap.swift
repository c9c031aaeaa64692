import Foundation

// Bitmap contexts: Core Graphics' `CGBitmapContextCreate`, drawn by cairo.
extension CGContext {
    /// A bitmap context over `data` (or memory it allocates when `data` is
    /// `nil`), as Core Graphics' initializer. Like Core Graphics, user space has
    /// its origin at the **bottom-left** pixel corner with y up, one unit per pixel.
    ///
    /// Supported layouts: 8 bits per component RGB with 32-bit pixels and
    /// `premultipliedFirst`, `premultipliedLast`, `noneSkipFirst` or
    /// `noneSkipLast` alpha in either byte order, and 8-bit gray without alpha.
    /// Returns `nil` for anything else (non-premultiplied alpha, 16-bit or float
    /// components), for sizes ≤ 0, for a `bytesPerRow` too small for `width`,
    /// or past 100 million pixels. `bytesPerRow` 0 lets the context choose.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
        bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard
            let layout = BitmapLayout(
                width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
                space: space, info: CGBitmapInfo(rawValue: bitmapInfo)),
            let sink = CairoBitmapSink(data: data, layout: layout)
        else { return nil }
        let size = CGSize(width: width, height: height)
        self.init(
            sink: sink, size: size, baseTransform: Self.pageTransform(CGRect(origin: .zero, size: size)),
            isDocument: false)
        bitmapColorSpace = space
        bitmapInfoValue = CGBitmapInfo(rawValue: bitmapInfo)
    }

    /// Creates a bitmap context, as the initializer above, from a `CGBitmapInfo` value.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
        bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo
    ) {
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
            space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    private var bitmapSink: CairoBitmapSink? { sink as? CairoBitmapSink }

    /// A snapshot of a bitmap context's pixels (`nil` for PDF contexts).
    public func makeImage() -> CGImage? { bitmapSink?.makeImage() }

    /// The bitmap's memory in the layout asked for (`nil` for PDF contexts).
    /// Reading through the pointer later sees later drawing only when the caller
    /// supplied the memory or the layout is cairo's own; otherwise read `data` again.
    public var data: UnsafeMutableRawPointer? { bitmapSink?.synchronizedMemory() }
    /// The bitmap's width in pixels (0 for a context that is not a bitmap context).
    public var width: Int { bitmapSink?.layout.width ?? 0 }
    /// The bitmap's height in pixels (0 for a context that is not a bitmap context).
    public var height: Int { bitmapSink?.layout.height ?? 0 }
    /// The number of bytes in each row of the bitmap (0 for a context that is not a bitmap context).
    public var bytesPerRow: Int { bitmapSink?.layout.bytesPerRow ?? 0 }
    /// The number of bits in each component of a pixel: always 8 for a bitmap context, 0 for other contexts.
    public var bitsPerComponent: Int { bitmapSink == nil ? 0 : 8 }
    /// The number of bits in each pixel: 32 for RGB layouts, 8 for gray, 0 for a context that is not a bitmap context.
    public var bitsPerPixel: Int { bitmapSink.map { $0.layout.bytesPerPixel * 8 } ?? 0 }
    /// The bitmap's layout as it was asked for (empty for a context that is not a bitmap context).
    public var bitmapInfo: CGBitmapInfo { bitmapInfoValue ?? [] }
    /// Where and whether the bitmap stores alpha, from `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }
    /// The bitmap's colour space (`nil` for a context that is not a bitmap context).
    public var colorSpace: CGColorSpace? { bitmapColorSpace }

    /// Brings the bitmap's memory up to date (drawing is synchronous, so this
    /// only matters for contexts that allocated their own memory).
    public func flush() { _ = bitmapSink?.synchronizedMemory() }
    /// Brings the bitmap's memory up to date, as `flush()`.
    public func synchronize() { flush() }
}

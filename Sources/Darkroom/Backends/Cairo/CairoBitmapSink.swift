import CCairo
import Foundation

/// The pixel layout of a Core Graphics bitmap context's memory.
struct BitmapLayout: Equatable {
    enum Kind: Equatable {
        /// 32-bit pixels: byte offsets of red, green, blue and alpha (`nil` when skipped).
        case rgb(r: Int, g: Int, b: Int, a: Int?)
        /// 8-bit gray, no alpha.
        case gray
    }
    let kind: Kind
    let width: Int, height: Int, bytesPerRow: Int

    /// cairo's premultiplied ARGB32 in native-endian words, rows packed.
    static func cairoARGB32(width: Int, height: Int, bytesPerRow: Int? = nil) -> BitmapLayout {
        #if _endian(little)
        let kind = Kind.rgb(r: 2, g: 1, b: 0, a: 3)
        #else
        let kind = Kind.rgb(r: 1, g: 2, b: 3, a: 0)
        #endif
        return BitmapLayout(kind: kind, width: width, height: height, bytesPerRow: bytesPerRow ?? width * 4)
    }

    private init(kind: Kind, width: Int, height: Int, bytesPerRow: Int) {
        self.kind = kind; self.width = width; self.height = height; self.bytesPerRow = bytesPerRow
    }

    var bytesPerPixel: Int { kind == .gray ? 1 : 4 }
    var hasAlpha: Bool { if case .rgb(_, _, _, let a) = kind { return a != nil }; return false }

    /// cairo's own layout (premultiplied BGRA in native-endian words): cairo can
    /// draw straight into such memory.
    var isCairoNative: Bool {
        guard bytesPerRow % 4 == 0, case .rgb(let r, let g, let b, let a) = kind else { return false }
        #if _endian(little)
        return r == 2 && g == 1 && b == 0 && (a == 3 || a == nil)
        #else
        return r == 1 && g == 2 && b == 3 && (a == 0 || a == nil)
        #endif
    }

    /// The layout Core Graphics uses for `bitsPerComponent`/`bitsPerPixel`/`bitmapInfo`
    /// in `space`, or `nil` for combinations Darkroom (like Core Graphics for
    /// non-premultiplied alpha) does not support.
    init?(width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace, info: CGBitmapInfo) {
        // Bounds first: the arithmetic below must not overflow (cairo takes 32-bit sizes anyway).
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max), bytesPerRow >= 0,
              bitsPerComponent == 8, info.rawValue & CGBitmapInfo.floatComponents.rawValue == 0 else { return nil }
        let alpha = info.alphaInfo
        switch space.model {
        case .monochrome:
            guard alpha == .none else { return nil }
            kind = .gray
        case .rgb:
            // Offsets within the 32-bit word, most significant byte first.
            let word: (r: Int, g: Int, b: Int, a: Int?)
            switch alpha {
            case .premultipliedLast: word = (0, 1, 2, 3)
            case .noneSkipLast: word = (0, 1, 2, nil)
            case .premultipliedFirst: word = (1, 2, 3, 0)
            case .noneSkipFirst: word = (1, 2, 3, nil)
            default: return nil
            }
            switch info.byteOrder {
            case CGBitmapInfo.byteOrderDefault.rawValue, CGBitmapInfo.byteOrder32Big.rawValue:
                kind = .rgb(r: word.r, g: word.g, b: word.b, a: word.a)
            case CGBitmapInfo.byteOrder32Little.rawValue:
                kind = .rgb(r: 3 - word.r, g: 3 - word.g, b: 3 - word.b, a: word.a.map { 3 - $0 })
            default: return nil
            }
        case .unknown:
            return nil
        }
        self.width = width; self.height = height
        let minimum = width * (kind == .gray ? 1 : 4)
        let rowBytes = bytesPerRow == 0 ? (minimum + 3) / 4 * 4 : bytesPerRow
        guard rowBytes >= minimum else { return nil }
        self.bytesPerRow = rowBytes
    }
}

/// A `CGContextSink` drawing into a cairo image surface: the backend of bitmap
/// `CGContext`s. Device space is pixels, origin top-left.
///
/// When the caller's memory is in cairo's layout (32-bit premultiplied
/// `byteOrder32Little` + `premultipliedFirst`/`noneSkipFirst`), cairo draws
/// straight into it. Other layouts (RGBA, gray, big-endian) are drawn in a
/// private cairo surface and copied into the caller's memory after every
/// drawing call, so the caller's buffer always shows what was drawn.
package final class CairoBitmapSink: CGContextSink {
    let layout: BitmapLayout
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// The memory the caller sees (`CGContext.data`): the caller's or ours.
    let memory: UnsafeMutableRawPointer
    private let ownsMemory: Bool
    /// cairo's pixels when they are not `memory` itself.
    private let privatePixels: UnsafeMutableRawPointer?
    /// Whether `memory` lags behind the surface (only when we own it).
    private var memoryIsStale = false
    package let isVector = false
    package var rasterizationScale: CGFloat = 1

    init?(data: UnsafeMutableRawPointer?, layout: BitmapLayout, maxPixelCount: Int = 100_000_000) {
        let (w, h) = (layout.width, layout.height)
        let pixelCount = w.multipliedReportingOverflow(by: h),
            bytes = layout.bytesPerRow.multipliedReportingOverflow(by: h)
        // Int32 conversions below trap on overflow; huge strides would allocate absurd buffers.
        guard w <= Int(Int32.max / 4), h <= Int(Int32.max), layout.bytesPerRow <= Int(Int32.max),
              !pixelCount.overflow, pixelCount.partialValue <= maxPixelCount,
              !bytes.overflow, bytes.partialValue <= 16 * maxPixelCount else { return nil }
        self.layout = layout
        let format = layout.hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        if let data {
            memory = data; ownsMemory = false
        } else {
            memory = UnsafeMutableRawPointer.allocate(byteCount: layout.bytesPerRow * h, alignment: 16)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: layout.bytesPerRow * h)
            ownsMemory = true
        }
        let pixels: UnsafeMutableRawPointer
        let stride: Int
        if layout.isCairoNative {
            pixels = memory; stride = layout.bytesPerRow; privatePixels = nil
        } else {
            stride = Int(cairo_format_stride_for_width(format, Int32(w)))
            pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * h, alignment: 16)
            privatePixels = pixels
        }
        guard let s = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(w), Int32(h), Int32(stride)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            if ownsMemory { memory.deallocate() }
            privatePixels?.deallocate()
            return nil
        }
        surface = s
        cr = cairo_create(s)!
        if privatePixels != nil { copyMemoryToSurface() }
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        privatePixels?.deallocate()
        if ownsMemory { memory.deallocate() }
    }

    package func draw(_ items: [DisplayItem]) {
        CairoReplayer(cr: cr, isVector: false).draw(items)
        guard privatePixels != nil else { return }
        if ownsMemory { memoryIsStale = true } else { copySurfaceToMemory() }
    }

    package func beginPage(size: CGSize) {}
    package func endPage() {}
    package func finish() throws {}

    /// A transparent (all-zero) premultiplied ARGB32 bitmap in cairo's own
    /// layout, drawn in place: the pixels of DarkroomCompat's libgd bitmaps
    /// while they are being drawn. `nil` above `maxPixelCount` pixels.
    /// Its memory comes from `PooledSurfaces`, reused from bitmap to bitmap.
    package static func argb32(width: Int, height: Int, maxPixelCount: Int = 100_000_000) -> CairoBitmapSink? {
        let pixels = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, width <= 32767, height <= 32767,
              !pixels.overflow, pixels.partialValue <= maxPixelCount,
              let surface = PooledSurfaces.create(CAIRO_FORMAT_ARGB32, width: width, height: height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_data(surface) != nil else {
            cairo_surface_destroy(surface)
            return nil
        }
        return CairoBitmapSink(adopting: surface)
    }

    /// Draws into an image surface in cairo's ARGB32 layout, which it takes over.
    private init(adopting surface: OpaquePointer) {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        layout = .cairoARGB32(width: width, height: height, bytesPerRow: Int(cairo_image_surface_get_stride(surface)))
        self.surface = surface
        cr = cairo_create(surface)!
        memory = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        ownsMemory = false
        privatePixels = nil
    }

    /// Runs `body` on cairo's pixels (premultiplied ARGB32 words, `stride` bytes
    /// a row) between flushing cairo's pending drawing and telling cairo the
    /// memory may have changed.
    package func withPixels<R>(_ body: (UnsafeMutableRawPointer, _ stride: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        return try body(cairo_image_surface_get_data(surface)!, Int(cairo_image_surface_get_stride(surface)))
    }

    /// The caller-visible memory, brought up to date.
    func synchronizedMemory() -> UnsafeMutableRawPointer {
        if memoryIsStale { copySurfaceToMemory(); memoryIsStale = false }
        return memory
    }

    /// A snapshot of the pixels. Gray contexts give r = g = b images.
    func makeImage() -> CGImage? {
        guard let image = CairoImage.makeImage(from: surface) else { return nil }
        if layout.kind == .gray {
            // The surface holds colour; Core Graphics converts at draw time, which is
            // the same as converting the composited result (luma is linear in sRGB values).
            var bytes = image.data
            for i in Swift.stride(from: 0, to: bytes.count, by: 4) {
                let y = Self.luma(r: bytes[i + 2], g: bytes[i + 1], b: bytes[i])
                bytes[i] = y; bytes[i + 1] = y; bytes[i + 2] = y; bytes[i + 3] = 255
            }
            let gray = CGImage(
                width: image.width, height: image.height, bytesPerRow: image.bytesPerRow, premultipliedBGRA: bytes)
            gray?.colorSpace = .graySpace
            gray?.alphaInfo = .none
            return gray
        }
        if !layout.hasAlpha { image.alphaInfo = .noneSkipFirst }
        return image
    }

    static func luma(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        let weighted: Int = 299 * Int(r) + 587 * Int(g) + 114 * Int(b)
        return UInt8((weighted + 500) / 1000)
    }

    // MARK: Layout conversion

    private func copyMemoryToSurface() {
        guard let dst = privatePixels else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let src = memory.assumingMemoryBound(to: UInt8.self)
        for y in 0..<layout.height {
            let row = dst.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            let s = src.advanced(by: y * layout.bytesPerRow)
            for x in 0..<layout.width {
                switch layout.kind {
                case .gray:
                    let v = UInt32(s[x])
                    row[x] = 0xFF00_0000 | (v << 16) | (v << 8) | v
                case .rgb(let r, let g, let b, let a):
                    let p = s.advanced(by: x * 4)
                    let alpha: UInt32 = a.map { UInt32(p[$0]) } ?? 255
                    // Premultiplied data cannot have a colour above its alpha.
                    let red: UInt32 = min(UInt32(p[r]), alpha)
                    let green: UInt32 = min(UInt32(p[g]), alpha)
                    let blue: UInt32 = min(UInt32(p[b]), alpha)
                    row[x] = (alpha << 24) | (red << 16) | (green << 8) | blue
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    private func copySurfaceToMemory() {
        guard let src = privatePixels else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let dst = memory.assumingMemoryBound(to: UInt8.self)
        for y in 0..<layout.height {
            let row = src.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            let d = dst.advanced(by: y * layout.bytesPerRow)
            for x in 0..<layout.width {
                let word = row[x]
                let red = UInt8(truncatingIfNeeded: word >> 16)
                let green = UInt8(truncatingIfNeeded: word >> 8)
                let blue = UInt8(truncatingIfNeeded: word)
                switch layout.kind {
                case .gray:
                    d[x] = Self.luma(r: red, g: green, b: blue)
                case .rgb(let r, let g, let b, let a):
                    let p = d.advanced(by: x * 4)
                    p[r] = red; p[g] = green; p[b] = blue
                    if let a { p[a] = UInt8(truncatingIfNeeded: word >> 24) } else {
                        // The skipped byte: Core Graphics leaves it unspecified; 255 reads as opaque.
                        p[6 - r - g - b] = 255
                    }
                }
            }
        }
    }
}

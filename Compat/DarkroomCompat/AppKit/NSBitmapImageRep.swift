#if !(canImport(AppKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// A bitmap image representation, as AppKit's `NSBitmapImageRep`: 8-bit RGBA pixels (premultiplied,
/// as AppKit's default format), a size in points, and encoders for the file types AppKit writes.
///
/// The pixels live in a libgd bitmap that drawing (`NSGraphicsContext(bitmapImageRep:)`,
/// `NSView.cacheDisplay(in:to:)`) goes into through the cairo replayer, as the UIKit bitmap
/// contexts do, so a view cached here has the pixels `UIGraphicsImageRenderer` gives it.
open class NSBitmapImageRep: NSImageRep {
    /// A file format for `representation(using:properties:)`, as `NSBitmapImageRep.FileType`.
    public enum FileType: UInt, Sendable {
        /// TIFF (libtiff through libgd).
        case tiff = 0
        /// Windows bitmap (flattened onto white, libgd).
        case bmp = 1
        /// GIF (palette, libgd).
        case gif = 2
        /// JPEG (flattened onto white, libgd).
        case jpeg = 3
        /// PNG.
        case png = 4
        /// JPEG 2000: not written on Linux (`representation(using:)` returns `nil`).
        case jpeg2000 = 5
    }

    /// Keys of `representation(using:properties:)`'s properties, as `NSBitmapImageRep.PropertyKey`.
    public struct PropertyKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// JPEG quality, 0…1 (`NSNumber` or `Double`/`Float`/`CGFloat`); 1 when absent.
        public static let compressionFactor = PropertyKey(rawValue: "NSImageCompressionFactor")
        /// TIFF compression (kept).
        public static let compressionMethod = PropertyKey(rawValue: "NSImageCompressionMethod")
        /// PNG/GIF interlacing (kept).
        public static let interlaced = PropertyKey(rawValue: "NSImageInterlaced")
        /// GIF dithering (kept).
        public static let ditherTransparency = PropertyKey(rawValue: "NSImageDitherTransparency")
        /// PNG gamma (kept).
        public static let gamma = PropertyKey(rawValue: "NSImageGamma")
        /// An ICC profile (kept).
        public static let colorSyncProfileData = PropertyKey(rawValue: "NSImageColorSyncProfileData")
        /// JPEG's progressive mode (kept).
        public static let progressive = PropertyKey(rawValue: "NSImageProgressive")
        /// EXIF data (kept).
        public static let exifData = PropertyKey(rawValue: "NSImageEXIFData")
        /// The colour JPEG flattens transparency onto (kept: white).
        public static let fallbackBackgroundColor = PropertyKey(rawValue: "NSImageFallbackBackgroundColor")
    }

    /// The pixel layout, as `NSBitmapImageRep.Format` (kept: pixels are 8-bit premultiplied RGBA).
    public struct Format: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Alpha before the colour samples.
        public static let alphaFirst = Format(rawValue: 1 << 0)
        /// Colour samples not premultiplied by alpha.
        public static let alphaNonpremultiplied = Format(rawValue: 1 << 1)
        /// Floating-point samples.
        public static let floatingPointSamples = Format(rawValue: 1 << 2)
    }

    /// TIFF compression schemes, as `NSBitmapImageRep.TIFFCompression` (kept).
    public enum TIFFCompression: UInt, Sendable {
        /// No compression.
        case none = 1
        /// LZW.
        case lzw = 5
        /// PackBits.
        case packBits = 32773
    }

    /// The drawing surface and its pixels.
    let canvas: UIGraphicsImageContext
    /// The copy `bitmapData` hands out, kept alive while the representation is.
    private var exposed: UnsafeMutablePointer<UInt8>?
    private var exposedCount = 0

    deinit { exposed?.deallocate() }

    /// A transparent bitmap of `pixelsWide × pixelsHigh`, one point per pixel.
    init?(pixelsWide: Int, pixelsHigh: Int, opaque: Bool = false) {
        guard pixelsWide > 0, pixelsHigh > 0 else { return nil }
        canvas = UIGraphicsImageContext(size: CGSize(width: pixelsWide, height: pixelsHigh), opaque: opaque, scale: 1)
        guard canvas.bitmap != nil else { return nil }
        super.init()
        self.pixelsWide = pixelsWide
        self.pixelsHigh = pixelsHigh
        size = CGSize(width: pixelsWide, height: pixelsHigh)
        isOpaque = opaque
        hasAlpha = !opaque
    }

    /// A bitmap of the given layout, as AppKit's designated initializer: only 8-bit RGB(A)
    /// layouts (`bitsPerSample` 8, 3 or 4 samples) are made; the planes are ignored (the
    /// bitmap starts transparent). `nil` otherwise, or for an empty size.
    public convenience init?(bitmapDataPlanes planes: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?,
                             pixelsWide width: Int, pixelsHigh height: Int, bitsPerSample bps: Int,
                             samplesPerPixel spp: Int, hasAlpha alpha: Bool, isPlanar: Bool,
                             colorSpaceName: NSColorSpaceName, bytesPerRow rBytes: Int, bitsPerPixel pBits: Int) {
        guard bps == 8, spp == 3 || spp == 4 else { return nil }
        self.init(pixelsWide: width, pixelsHigh: height, opaque: !alpha)
    }

    /// A bitmap of the given layout and format; see the initializer without `bitmapFormat`.
    public convenience init?(bitmapDataPlanes planes: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?,
                             pixelsWide width: Int, pixelsHigh height: Int, bitsPerSample bps: Int,
                             samplesPerPixel spp: Int, hasAlpha alpha: Bool, isPlanar: Bool,
                             colorSpaceName: NSColorSpaceName, bitmapFormat: NSBitmapImageRep.Format,
                             bytesPerRow rBytes: Int, bitsPerPixel pBits: Int) {
        guard bps == 8, spp == 3 || spp == 4 else { return nil }
        self.init(pixelsWide: width, pixelsHigh: height, opaque: !alpha)
    }

    /// A representation of `cgImage`'s pixels, one point per pixel.
    public convenience init(cgImage: CGImage) {
        self.init(pixelsWide: max(cgImage.width, 1), pixelsHigh: max(cgImage.height, 1))!
        // Upright: the context is top-down, and `CGContext.draw` would flip the image as Core Graphics does.
        canvas.context.emit([.image(cgImage, CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height), .none)])
    }

    /// Decodes PNG, JPEG, GIF, WebP, BMP or TIFF bytes; `nil` when they are not an image.
    public convenience init?(data: Data) {
        guard let image = UIImage(data: data)?.cgImage else { return nil }
        self.init(cgImage: image)
    }

    /// Representations of every image in the bytes: the first frame here.
    public static func imageReps(with data: Data) -> [NSImageRep] {
        NSBitmapImageRep(data: data).map { [$0] } ?? []
    }

    /// The pixels as a bitmap.
    open var cgImage: CGImage? { canvas.bitmap?.makeCGImage(opaque: isOpaque) }

    open override func cgImage(forProposedRect proposedDestRect: UnsafeMutablePointer<CGRect>?,
                               context: NSGraphicsContext?, hints: [NSImageRep.HintKey: Any]?) -> CGImage? {
        cgImage
    }

    /// Bits per pixel: 32.
    open var bitsPerPixel: Int { 32 }
    /// Samples per pixel: 4 (RGBA), 3 when opaque.
    open var samplesPerPixel: Int { hasAlpha ? 4 : 3 }
    /// Bytes per row of `bitmapData`.
    open var bytesPerRow: Int { pixelsWide * 4 }
    /// The pixel layout: premultiplied RGBA.
    open var bitmapFormat: NSBitmapImageRep.Format { [] }
    /// Always meshed (not planar).
    open var isPlanar: Bool { false }
    /// The colour space: device RGB.
    open var colorSpaceName: NSColorSpaceName { .deviceRGB }

    /// The pixels as premultiplied RGBA bytes, row after row: a copy made when read, kept as long
    /// as the representation (writes through it are not drawn back: draw with a graphics context).
    open var bitmapData: UnsafeMutablePointer<UInt8>? {
        guard let image = cgImage else { return nil }
        let count = pixelsWide * pixelsHigh * 4
        if exposedCount != count {
            exposed?.deallocate()
            exposed = .allocate(capacity: count)
            exposedCount = count
        }
        guard let bytes = exposed else { return nil }
        bytes.initialize(repeating: 0, count: count)
        for y in 0..<min(pixelsHigh, image.height) {
            for x in 0..<min(pixelsWide, image.width) {
                guard let p = image.rgba8(x: x, y: y) else { continue }
                let a = Int(p.a), i = (y * pixelsWide + x) * 4
                bytes[i] = UInt8((Int(p.r) * a + 127) / 255)
                bytes[i + 1] = UInt8((Int(p.g) * a + 127) / 255)
                bytes[i + 2] = UInt8((Int(p.b) * a + 127) / 255)
                bytes[i + 3] = p.a
            }
        }
        return bytes
    }

    /// The colour of a pixel (top-left origin); `nil` outside the bitmap.
    open func colorAt(x: Int, y: Int) -> NSColor? {
        guard let p = cgImage?.rgba8(x: x, y: y) else { return nil }
        return NSColor(red: CGFloat(p.r) / 255, green: CGFloat(p.g) / 255, blue: CGFloat(p.b) / 255,
                       alpha: CGFloat(p.a) / 255)
    }

    /// Sets a pixel (top-left origin) to a colour.
    open func setColor(_ color: NSColor, atX x: Int, y: Int) {
        guard x >= 0, y >= 0, x < pixelsWide, y < pixelsHigh else { return }
        let c = canvas.context
        c.saveGState()
        c.setBlendMode(.copy)
        c.setFillColor(color.cgColor)
        c.fill(CGRect(x: x, y: y, width: 1, height: 1))
        c.restoreGState()
    }

    /// The bitmap encoded as `storageType`; `nil` for JPEG 2000 or an encoder failure.
    open func representation(using storageType: NSBitmapImageRep.FileType,
                             properties: [NSBitmapImageRep.PropertyKey: Any]) -> Data? {
        guard let image = cgImage else { return nil }
        switch storageType {
        case .png: return UIImage(cgImage: image).pngData()
        case .jpeg:
            let quality = Self.number(properties[.compressionFactor]) ?? 1
            return try? JPEGEncoder(quality: min(max(quality, 0), 1)).encode(image)
        case .tiff: return try? TIFFEncoder().encode(image)
        case .bmp: return try? BMPEncoder().encode(image)
        case .gif: return try? GIFEncoder().encode(image)
        case .jpeg2000: return nil
        }
    }

    /// The first bitmap representation among `imageReps` encoded as `storageType`.
    public static func representationOfImageReps(in imageReps: [NSImageRep], using storageType: FileType,
                                                 properties: [PropertyKey: Any]) -> Data? {
        imageReps.lazy.compactMap { $0 as? NSBitmapImageRep }.first?.representation(using: storageType,
                                                                                    properties: properties)
    }

    /// TIFF bytes of the bitmap.
    open var tiffRepresentation: Data? { representation(using: .tiff, properties: [:]) }
    /// TIFF bytes (the compression is kept, not applied).
    open func tiffRepresentation(using comp: TIFFCompression, factor: Float) -> Data? { tiffRepresentation }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let d as Double: d
        case let f as Float: Double(f)
        case let c as CGFloat: Double(c)
        case let i as Int: Double(i)
        case let n as NSNumber: n.doubleValue
        default: nil
        }
    }
}

/// The name of a colour space, as AppKit's `NSColorSpaceName`.
public struct NSColorSpaceName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Device RGB.
    public static let deviceRGB = NSColorSpaceName(rawValue: "NSDeviceRGBColorSpace")
    /// Calibrated RGB.
    public static let calibratedRGB = NSColorSpaceName(rawValue: "NSCalibratedRGBColorSpace")
    /// Device gray.
    public static let deviceWhite = NSColorSpaceName(rawValue: "NSDeviceWhiteColorSpace")
    /// Calibrated gray.
    public static let calibratedWhite = NSColorSpaceName(rawValue: "NSCalibratedWhiteColorSpace")
}
#endif

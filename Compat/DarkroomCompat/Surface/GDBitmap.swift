import CGD
@_spi(Engine) import Darkroom
import Foundation

/// A libgd truecolor image: the legacy path's pixel store (window surfaces,
/// bitmap contexts), convertible to and from `CGImage` and `UIImage`.
///
/// Pixels are libgd's `0xAARRGGBB` words, straight alpha, 7-bit (0 opaque …
/// 127 transparent). Drawing goes through Darkroom's cairo backend, the one
/// the modern renderer uses: the first drawing call copies the libgd pixels
/// into a premultiplied ARGB32 cairo bitmap, drawing calls paint there, and
/// the first read of libgd pixels afterwards (`gdImage`, `gdPixel`, an
/// encoder) converts them into the libgd image once (`GDPixels` holds the
/// conversion and its rounding). `makeCGImage()` straight after drawing reads
/// the cairo pixels as the libgd image would hold them, without making it.
public final class GDBitmap: @unchecked Sendable {
    /// libgd refuses images above 2³¹ bytes; bitmaps stop at 100 megapixels
    /// (the modern renderer's default cap).
    static let maxPixelCount = 100_000_000

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The libgd image; a bitmap context's is made when its libgd pixels are first needed.
    private var storage: gdImagePtr?
    /// The libgd pixels are all this word and not yet written (a new bitmap):
    /// filling them waits until something reads them without drawing first.
    private var pendingFill: Int32?
    /// The cairo bitmap drawing calls paint into, once something was drawn.
    private var drawing: CairoBitmapSink?
    /// `drawing` holds pixels the libgd image lacks.
    private var imageIsStale = false
    /// The libgd image may hold pixels `drawing` lacks (its pixels were handed out or set).
    private var drawingIsStale = false

    private init(image: gdImagePtr?, width: Int, height: Int, pendingFill: Int32?) {
        storage = image
        self.width = width
        self.height = height
        self.pendingFill = pendingFill
        if let image { Self.configure(image) }
    }

    private static func configure(_ image: gdImagePtr) {
        gdImageSaveAlpha(image, 1)
        // Callers' own libgd drawing calls composite, as on any libgd truecolor image.
        gdImageAlphaBlending(image, 1)
    }

    /// Takes ownership of a libgd image (palette images become truecolor).
    private convenience init?(adopting im: gdImagePtr) {
        if im.pointee.trueColor == 0 { gdImagePaletteToTrueColor(im) }
        guard im.pointee.trueColor != 0 else {
            gdImageDestroy(im)
            return nil
        }
        self.init(image: im, width: Int(darkroom_gd_sx(im)), height: Int(darkroom_gd_sy(im)), pendingFill: nil)
    }

    /// A bitmap of one colour; `nil` for a size of zero or less, or above 100
    /// megapixels. `deferringImage` makes the libgd image only when its pixels
    /// are needed (a snapshot's context, read once as a `CGImage`, never needs it).
    convenience init?(width: Int, height: Int, opaque: Bool, deferringImage: Bool = false) {
        let pixels = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !pixels.overflow, pixels.partialValue <= Self.maxPixelCount else { return nil }
        var image: gdImagePtr?
        if !deferringImage {
            guard let im = gdImageCreateTrueColor(Int32(width), Int32(height)) else { return nil }
            image = im
        }
        self.init(image: image, width: width, height: height, pendingFill: opaque ? 0 : 0x7F00_0000)
    }

    /// A transparent bitmap; `nil` for a size of zero or less, or above 100 megapixels.
    public convenience init?(width: Int, height: Int) { self.init(width: width, height: height, opaque: false) }

    /// The pixels of a `CGImage`.
    public convenience init?(cgImage: CGImage) {
        guard let im = GDPixels.makeGDImage(cgImage) else { return nil }
        self.init(adopting: im)
    }

    /// The pixels of a `UIImage` (`nil` for an empty image).
    public convenience init?(uiImage: UIImage) {
        guard let cg = uiImage.cgImage else { return nil }
        self.init(cgImage: cg)
    }

    /// Decodes PNG, JPEG, GIF, WebP, BMP or TIFF data with libgd.
    public convenience init?(data: Data) {
        guard let im = ImageDecoding.decodeGDImage(data) else { return nil }
        self.init(adopting: im)
    }

    deinit { if let storage { gdImageDestroy(storage) } }

    // MARK: Drawing

    /// Paints display items given in device pixels with Darkroom's cairo replayer.
    func draw(_ items: [DisplayItem]) {
        guard let surface = drawingSurface() else { return }
        surface.draw(items)
        imageIsStale = true
    }

    /// The cairo bitmap, holding the current pixels; `nil` if it cannot be allocated.
    private func drawingSurface() -> CairoBitmapSink? {
        if let drawing, !drawingIsStale { return drawing }
        guard let surface = drawing ?? CairoBitmapSink.argb32(width: width, height: height) else { return nil }
        if let fill = pendingFill {
            // A new cairo bitmap is transparent black already.
            if fill != 0x7F00_0000 {
                let word = GDPixels.premultipliedWord(fromGD: fill)
                surface.withPixels { pixels, stride in
                    for y in 0..<height {
                        let row = (pixels + y * stride).bindMemory(to: UInt32.self, capacity: width)
                        row.update(repeating: word, count: width)
                    }
                }
            }
        } else {
            guard let image = storage else { return nil }
            surface.withPixels { GDPixels.load(image, into: $0, stride: $1) }
        }
        drawing = surface
        drawingIsStale = false
        return surface
    }

    /// The libgd image with every drawing call in it; `nil` only when libgd
    /// cannot allocate a deferred image.
    var currentImage: gdImagePtr? {
        if storage == nil {
            guard let im = gdImageCreateTrueColor(Int32(width), Int32(height)) else { return nil }
            Self.configure(im)
            storage = im
        }
        guard let image = storage else { return nil }
        if imageIsStale, let drawing {
            drawing.withPixels { pixels, stride in GDPixels.store(pixels, stride: stride, into: image) }
            imageIsStale = false
            pendingFill = nil
        } else if let fill = pendingFill {
            for y in 0..<height { darkroom_gd_row(image, Int32(y))!.update(repeating: fill, count: width) }
            pendingFill = nil
        }
        return image
    }

    // MARK: Pixels

    /// The libgd colour word at a pixel (`0xAARRGGBB`, 7-bit alpha), or `nil` outside.
    public func gdPixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        guard let image = currentImage else { return nil }
        return UInt32(bitPattern: darkroom_gd_row(image, Int32(y))![x])
    }

    /// Replaces a pixel with a libgd colour word (no blending).
    public func setGDPixel(x: Int, y: Int, _ color: UInt32) {
        guard x >= 0, y >= 0, x < width, y < height, let image = currentImage else { return }
        darkroom_gd_row(image, Int32(y))![x] = Int32(bitPattern: color & 0x7FFF_FFFF)
        drawingIsStale = true
    }

    /// The pixels as a `CGImage`.
    public func makeCGImage() -> CGImage? { makeCGImage(opaque: false) }

    /// The pixels as a `CGImage`; `opaque` gives alpha 255 everywhere (opaque
    /// contexts). Straight after drawing, the image is made from the cairo
    /// pixels as the libgd image would give them back (`GDPixels.quantize`), so
    /// a snapshot reads its pixels once.
    func makeCGImage(opaque: Bool) -> CGImage? {
        if storage != nil, !imageIsStale { return currentImage.flatMap { GDPixels.makeCGImage($0, opaque: opaque) } }
        // The pixels live in cairo: drawn, or a deferred bitmap's fill.
        guard let drawing = drawingSurface() else { return nil }
        return drawing.withPixels { pixels, stride in
            GDPixels.makeQuantizedCGImage(pixels, stride: stride, width: width, height: height, opaque: opaque)
        }
    }

    /// The pixels as a `UIImage` of the given scale.
    public func makeUIImage(scale: CGFloat = 1) -> UIImage? { makeCGImage().map { UIImage(cgImage: $0, scale: scale) } }

    /// The underlying libgd image, for calls Darkroom does not wrap, with every
    /// drawing call so far in it. It stays owned by this bitmap: do not destroy
    /// it. Drawing through Darkroom afterwards starts from its pixels as they are then.
    public var gdImage: gdImagePtr {
        // Bitmaps made through the public API hold their image from the start;
        // only a context's deferred image is made here.
        guard let image = currentImage else {
            preconditionFailure("libgd could not allocate a \(width) × \(height) image")
        }
        drawingIsStale = true
        return image
    }

    /// The libgd image for an encoder, or the error of a failed allocation.
    func encodableImage() throws -> gdImagePtr {
        guard let image = currentImage else {
            throw RenderError.encoding("cannot allocate a \(width) × \(height) image")
        }
        return image
    }
}

extension CGImage {
    /// The image's pixels as a libgd bitmap.
    public func makeGDBitmap() -> GDBitmap? { GDBitmap(cgImage: self) }
}

extension UIImage {
    /// The image's pixels as a libgd bitmap (`nil` for an empty image).
    public func makeGDBitmap() -> GDBitmap? { GDBitmap(uiImage: self) }
}

import CGD
import Foundation

/// A libgd truecolor image covering a rectangle of device pixels: the window
/// surface, a bitmap context's pixels, or an off-screen layer of a group.
///
/// Pixels are libgd's straight-alpha `0xAARRGGBB` words (alpha 0 opaque … 127
/// transparent). Alpha blending is on, so every libgd drawing call composites
/// "over" (`gdAlphaBlend`); `saveAlpha` keeps transparency in encoded files.
final class GDCanvas {
    let image: gdImagePtr
    /// The device pixel at the image's top-left corner.
    let origin: (x: Int, y: Int)
    let width: Int, height: Int
    /// Pixels drawing may have touched since creation, in device space.
    var dirty = PixelRect.empty

    /// libgd refuses images above 2³¹ bytes; we stop at 100 megapixels (the
    /// modern renderer's default cap).
    static let maxPixelCount = 100_000_000

    /// A transparent canvas; `nil` for an empty or oversized rectangle.
    init?(rect: PixelRect, fill: Int32 = GDColor.transparent) {
        guard !rect.isEmpty, rect.width * rect.height <= Self.maxPixelCount,
              let im = gdImageCreateTrueColor(Int32(rect.width), Int32(rect.height)) else { return nil }
        image = im
        origin = (rect.x0, rect.y0)
        width = rect.width; height = rect.height
        gdImageSaveAlpha(im, 1)
        fillAll(fill)
        gdImageAlphaBlending(im, 1)
    }

    /// Takes ownership of an existing truecolor image.
    init(adopting im: gdImagePtr) {
        if im.pointee.trueColor == 0 { gdImagePaletteToTrueColor(im) }
        image = im
        origin = (0, 0)
        width = Int(darkroom_gd_sx(im)); height = Int(darkroom_gd_sy(im))
        gdImageSaveAlpha(im, 1)
        gdImageAlphaBlending(im, 1)
        dirty = bounds
    }

    deinit { gdImageDestroy(image) }

    var bounds: PixelRect { PixelRect(x0: origin.x, y0: origin.y, x1: origin.x + width, y1: origin.y + height) }

    /// Replaces every pixel (no blending). Rows are filled directly: this is
    /// buffer initialisation, and libgd's rectangle fill costs a call per pixel.
    func fillAll(_ color: Int32) {
        for y in 0..<height { darkroom_gd_row(image, Int32(y))!.update(repeating: color, count: width) }
    }

    /// libgd's clip rectangle for a device rectangle (libgd's is inclusive, image space).
    func setClip(_ r: PixelRect) {
        let c = r.intersection(bounds)
        if c.isEmpty {
            // An empty clip: a single pixel outside nothing would still draw, so park it
            // and callers skip drawing when the clip is empty.
            gdImageSetClip(image, 0, 0, 0, 0)
        } else {
            gdImageSetClip(image, Int32(c.x0 - origin.x), Int32(c.y0 - origin.y), Int32(c.x1 - 1 - origin.x), Int32(c.y1 - 1 - origin.y))
        }
    }

    /// The straight-alpha pixel at a device position (transparent outside).
    @inline(__always) func pixel(_ x: Int, _ y: Int) -> Int32 {
        let ix = x - origin.x, iy = y - origin.y
        guard ix >= 0, iy >= 0, ix < width, iy < height else { return GDColor.transparent }
        return darkroom_gd_row(image, Int32(iy))![ix]
    }

    /// Blends a colour over one device pixel as `gdImageSetPixel` would
    /// (`gdAlphaBlend`, see `GDAlphaBlend`); pixels outside the canvas are ignored.
    @inline(__always) func blend(_ x: Int, _ y: Int, _ color: Int32) {
        let ix = x - origin.x, iy = y - origin.y
        guard ix >= 0, iy >= 0, ix < width, iy < height else { return }
        let row = darkroom_gd_row(image, Int32(iy))!
        row[ix] = GDAlphaBlend.over(row[ix], color)
    }

    func markDirty(_ r: PixelRect) { dirty = dirty.union(r.intersection(bounds)) }
}

/// libgd colour words.
enum GDColor {
    static let transparent: Int32 = 0x7F00_0000
    static let opaqueBlack: Int32 = 0

    /// A straight-alpha colour with `alpha` 0…1 quantised to libgd's 7 bits.
    @inline(__always) static func make(_ c: RGBA, alpha: Double) -> Int32 {
        let a7 = 127 - Int32((min(max(alpha, 0), 1) * 127).rounded())
        let r = Int32((c.red * 255).rounded()), g = Int32((c.green * 255).rounded()), b = Int32((c.blue * 255).rounded())
        return (a7 << 24) | (r << 16) | (g << 8) | b
    }

    @inline(__always) static func alpha7(_ c: Int32) -> Int32 { (c >> 24) & 0x7F }
}

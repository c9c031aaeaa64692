import CGD
import Foundation

/// The one conversion between cairo's pixels (premultiplied 8-bit ARGB in
/// native-endian 32-bit words, as `CGImage` stores them) and libgd truecolor
/// images (straight `0xAARRGGBB`, 7-bit alpha: 0 opaque … 127 transparent).
///
/// Every libgd image Darkroom reads or writes goes through here: decoded
/// files, the encoders' input, and DarkroomCompat's window surface (drawn by
/// cairo, stored in libgd).
///
/// Rounding, tested both ways with partially transparent colours in
/// `GDPixelsTests`:
/// - alpha: 8 → 7 bits is `round(a × 127 ⁄ 255)`, 7 → 8 bits is
///   `round(a₇ × 255 ⁄ 127)`, so 7-bit alpha survives a round trip exactly and
///   8-bit alpha comes back within 1;
/// - colour: un-premultiplying rounds to the nearest straight value,
///   premultiplying rounds to the nearest premultiplied value; opaque pixels
///   are copied unchanged both ways and fully transparent ones become
///   transparent black (premultiplied storage has no colour there).
package enum GDPixels {
    /// 7-bit libgd alpha (0 opaque) to 8-bit alpha (255 opaque), rounded.
    @inline(__always)
    package static func alpha8(fromGD a7: Int) -> Int { ((127 - a7) * 255 + 63) / 127 }

    /// 8-bit alpha to libgd's 7 bits (0 opaque), rounded.
    @inline(__always)
    package static func alphaGD(from a8: Int) -> Int { 127 - (a8 * 127 + 127) / 255 }

    /// The libgd word for one premultiplied ARGB32 word.
    @inline(__always)
    package static func gdWord(fromPremultiplied w: UInt32) -> Int32 {
        let a = Int(w >> 24)
        if a == 255 { return Int32(bitPattern: w & 0x00FF_FFFF) }
        if a == 0 { return 0x7F00_0000 }
        let r = min(255, (Int((w >> 16) & 0xFF) * 255 + a / 2) / a)
        let g = min(255, (Int((w >> 8) & 0xFF) * 255 + a / 2) / a)
        let b = min(255, (Int(w & 0xFF) * 255 + a / 2) / a)
        return Int32((alphaGD(from: a) << 24) | (r << 16) | (g << 8) | b)
    }

    /// The premultiplied ARGB32 word for one libgd word.
    @inline(__always)
    package static func premultipliedWord(fromGD c: Int32) -> UInt32 {
        let a7 = Int((c >> 24) & 0x7F)
        if a7 == 0 { return UInt32(bitPattern: c) | 0xFF00_0000 }
        let a = alpha8(fromGD: a7)
        let r = (Int((c >> 16) & 0xFF) * a + 127) / 255
        let g = (Int((c >> 8) & 0xFF) * a + 127) / 255
        let b = (Int(c & 0xFF) * a + 127) / 255
        return UInt32((a << 24) | (r << 16) | (g << 8) | b)
    }

    /// Writes premultiplied ARGB32 rows (`stride` bytes apart) into a truecolor
    /// image of the same size.
    package static func store(_ pixels: UnsafeRawPointer, stride: Int, into im: gdImagePtr) {
        let w = Int(darkroom_gd_sx(im)), h = Int(darkroom_gd_sy(im))
        for y in 0..<h {
            let src = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            let row = darkroom_gd_row(im, Int32(y))!
            // A row with no translucent pixel (most of an opaque card) converts in
            // one loop the compiler vectorises: the colour bits, alpha 0.
            var alphaBits: UInt32 = 0xFF00_0000
            for x in 0..<w { alphaBits &= src[x] }
            if alphaBits == 0xFF00_0000 {
                for x in 0..<w { row[x] = Int32(bitPattern: src[x] & 0x00FF_FFFF) }
                continue
            }
            for x in 0..<w { row[x] = gdWord(fromPremultiplied: src[x]) }
        }
    }

    /// Writes a truecolor image's pixels as premultiplied ARGB32 rows (`stride`
    /// bytes apart). `opaque` forces alpha to 255 (opaque contexts).
    package static func load(_ im: gdImagePtr, into pixels: UnsafeMutableRawPointer, stride: Int,
                             opaque: Bool = false) {
        let w = Int(darkroom_gd_sx(im)), h = Int(darkroom_gd_sy(im))
        for y in 0..<h {
            let row = darkroom_gd_row(im, Int32(y))!
            let dst = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            var alphaBits: Int32 = 0
            for x in 0..<w { alphaBits |= row[x] }
            if opaque || alphaBits & 0x7F00_0000 == 0 {
                for x in 0..<w { dst[x] = UInt32(bitPattern: row[x]) | 0xFF00_0000 }
                continue
            }
            for x in 0..<w { dst[x] = premultipliedWord(fromGD: row[x]) }
        }
    }

    /// Premultiplied ARGB32 rows as they come back from a libgd image
    /// (`load` after `store`), without making the image: what a libgd bitmap
    /// drawn by cairo shows when its pixels are read as a `CGImage`.
    package static func quantize(_ pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int,
                                 into out: UnsafeMutableRawPointer, outStride: Int, opaque: Bool = false) {
        for y in 0..<height {
            let src = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            let dst = (out + y * outStride).assumingMemoryBound(to: UInt32.self)
            // Copied as they are while checking alpha: opaque words survive both
            // conversions unchanged, and most rows of a picture are opaque.
            var alphaBits: UInt32 = 0xFF00_0000
            for x in 0..<width {
                let word = src[x]
                alphaBits &= word
                dst[x] = word
            }
            if alphaBits == 0xFF00_0000 {
                continue
            } else if opaque {
                // As `load` with `opaque`: the straight colour, alpha forced to 255.
                for x in 0..<width { dst[x] = UInt32(bitPattern: gdWord(fromPremultiplied: src[x])) | 0xFF00_0000 }
            } else {
                for x in 0..<width { dst[x] = premultipliedWord(fromGD: gdWord(fromPremultiplied: src[x])) }
            }
        }
    }

    /// A `CGImage` of premultiplied ARGB32 rows as `quantize` gives them.
    package static func makeQuantizedCGImage(_ pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int,
                                             opaque: Bool) -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { dst, count in
            quantize(pixels, stride: stride, width: width, height: height, into: dst.baseAddress!, outStride: width * 4,
                     opaque: opaque)
            count = width * height * 4
        }
        let image = CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedBGRA: bytes)
        if opaque { image?.alphaInfo = .noneSkipFirst }
        return image
    }

    /// Composites a truecolor image onto an opaque colour, in place: what the
    /// formats without alpha (JPEG, BMP) and with 1-bit alpha (GIF) store.
    package static func flatten(_ im: gdImagePtr, onto background: RGBA) {
        let w = Int(darkroom_gd_sx(im)), h = Int(darkroom_gd_sy(im))
        let bg = [background.red, background.green, background.blue].map { Int(($0 * 255).rounded()) }
        for y in 0..<h {
            let row = darkroom_gd_row(im, Int32(y))!
            for x in 0..<w {
                let c = Int(row[x])
                let a7 = (c >> 24) & 0x7F
                guard a7 != 0 else { continue }
                let a = alpha8(fromGD: a7)
                func over(_ shift: Int, _ back: Int) -> Int { ((c >> shift) & 0xFF) * a + back * (255 - a) }
                let r = (over(16, bg[0]) + 127) / 255
                let g = (over(8, bg[1]) + 127) / 255
                let b = (over(0, bg[2]) + 127) / 255
                row[x] = Int32((r << 16) | (g << 8) | b)
            }
        }
    }

    /// A new transparent truecolor image with alpha kept on save and alpha
    /// blending off (pixels are written, not composited); `nil` without libgd,
    /// for a size libgd refuses, or when it cannot allocate.
    package static func makeImage(width: Int, height: Int) -> gdImagePtr? {
        guard width > 0, height > 0, width < Int(Int32.max), height < Int(Int32.max),
              let gd = LibGD.shared, let im = gd.createTrueColor(Int32(width), Int32(height)) else { return nil }
        gd.alphaBlending(im, 0)
        gd.saveAlpha(im, 1)
        for y in 0..<height { darkroom_gd_row(im, Int32(y))!.update(repeating: 0x7F00_0000, count: width) }
        return im
    }

    /// A libgd copy of an image; `nil` without libgd or memory.
    package static func makeGDImage(_ image: CGImage) -> gdImagePtr? {
        guard let im = makeImage(width: image.width, height: image.height) else { return nil }
        image.data.withUnsafeBytes { store($0.baseAddress!, stride: image.bytesPerRow, into: im) }
        return im
    }

    /// A `CGImage` of a libgd image (palette images are promoted to truecolor).
    /// `opaque` forces alpha to 255.
    package static func makeCGImage(_ im: gdImagePtr, opaque: Bool = false) -> CGImage? {
        if im.pointee.trueColor == 0 { _ = LibGD.shared?.paletteToTrueColor(im) }
        let w = Int(darkroom_gd_sx(im)), h = Int(darkroom_gd_sy(im))
        guard w > 0, h > 0, im.pointee.trueColor != 0 else { return nil }
        // Every byte is written by `load`, so the buffer is not zeroed first.
        let bytes = [UInt8](unsafeUninitializedCapacity: w * h * 4) { dst, count in
            load(im, into: dst.baseAddress!, stride: w * 4, opaque: opaque)
            count = w * h * 4
        }
        let image = CGImage(width: w, height: h, bytesPerRow: w * 4, premultipliedBGRA: bytes)
        if opaque { image?.alphaInfo = .noneSkipFirst }
        return image
    }
}

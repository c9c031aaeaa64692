import CGD
import Foundation

/// Pixel conversions between `CGImage` (premultiplied 8-bit BGRA, cairo's
/// layout) and libgd truecolor images (straight `0xAARRGGBB`, 7-bit alpha,
/// 0 opaque … 127 transparent).
///
/// The contract, tested exactly in `PixelConversionTests`:
/// - **libgd → CGImage → libgd**: alpha comes back exactly; opaque pixels come
///   back exactly; a partially transparent pixel's colour channels come back
///   within ⌈127.5 ⁄ a⌉ (a = its 8-bit alpha, so within 1 from 50 % alpha up) —
///   premultiplied 8-bit storage has fewer colour levels at low alpha; a fully
///   transparent pixel comes back as transparent black (premultiplied storage
///   has no colour there).
/// - **CGImage → libgd → CGImage**: alpha within 1 (8 → 7 bits), premultiplied
///   colour channels within 2; opaque and fully transparent pixels exactly.
public enum GDPixels {
    /// 7-bit libgd alpha (0 opaque) to 8-bit alpha (255 opaque), rounded.
    @inline(__always) public static func alpha8(fromGD a7: Int) -> Int { ((127 - a7) * 255 + 63) / 127 }
    /// 8-bit alpha to libgd's 7 bits, rounded.
    @inline(__always) public static func alphaGD(from a8: Int) -> Int { 127 - (a8 * 127 + 127) / 255 }

    /// A new libgd truecolor image with the pixels of `image`; `nil` if libgd cannot allocate it.
    static func makeGDImage(_ image: CGImage) -> gdImagePtr? {
        guard let im = gdImageCreateTrueColor(Int32(image.width), Int32(image.height)) else { return nil }
        gdImageAlphaBlending(im, 0)
        gdImageSaveAlpha(im, 1)
        image.data.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                let row = darkroom_gd_row(im, Int32(y))!
                let base = y * image.bytesPerRow
                for x in 0..<image.width {
                    let i = base + x * 4
                    let a = Int(src[i + 3])
                    if a == 0 { row[x] = Int32(0x7F00_0000); continue }
                    // Opaque (most of a photo): un-premultiplying by 255 returns each
                    // channel as it is, and libgd's alpha is 0 — no divisions.
                    if a == 255 { row[x] = Int32(src[i + 2]) << 16 | Int32(src[i + 1]) << 8 | Int32(src[i]); continue }
                    let r = min(255, (Int(src[i + 2]) * 255 + a / 2) / a)
                    let g = min(255, (Int(src[i + 1]) * 255 + a / 2) / a)
                    let b = min(255, (Int(src[i]) * 255 + a / 2) / a)
                    row[x] = Int32((alphaGD(from: a) << 24) | (r << 16) | (g << 8) | b)
                }
            }
        }
        gdImageAlphaBlending(im, 1)
        return im
    }

    /// A `CGImage` of a libgd image (palette images are promoted to truecolor).
    /// `opaque` forces alpha to 255, for opaque contexts.
    static func makeCGImage(_ im: gdImagePtr, opaque: Bool = false) -> CGImage? {
        if im.pointee.trueColor == 0 { gdImagePaletteToTrueColor(im) }
        let w = Int(darkroom_gd_sx(im)), h = Int(darkroom_gd_sy(im))
        guard w > 0, h > 0 else { return nil }
        // Every byte is written below, so the buffer is not zeroed first.
        let bytes = [UInt8](unsafeUninitializedCapacity: w * h * 4) { dst, count in
            count = w * h * 4
            for y in 0..<h {
                let row = darkroom_gd_row(im, Int32(y))!
                let out = dst.baseAddress!.advanced(by: y * w * 4)
                #if _endian(little)
                // A row with no translucent pixel (most of an opaque card) converts
                // in one loop the compiler vectorises: B, G, R from the word, A = 255.
                var alphaBits: Int32 = 0
                for x in 0..<w { alphaBits |= row[x] }
                if opaque || alphaBits & 0x7F00_0000 == 0 {
                    let words = UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w { words[x] = UInt32(bitPattern: row[x]) | 0xFF00_0000 }
                    continue
                }
                #endif
                for x in 0..<w {
                    let c = Int(row[x])
                    let a7 = (c >> 24) & 0x7F
                    let o = out.advanced(by: x * 4)
                    if a7 == 0 || opaque {
                        // Opaque: no premultiplication needed (the common case). On a
                        // little-endian machine B, G, R, 255 is one 32-bit store.
                        #if _endian(little)
                        UnsafeMutableRawPointer(o).storeBytes(of: UInt32(truncatingIfNeeded: c) | 0xFF00_0000, as: UInt32.self)
                        #else
                        o[0] = UInt8(truncatingIfNeeded: c); o[1] = UInt8(truncatingIfNeeded: c >> 8)
                        o[2] = UInt8(truncatingIfNeeded: c >> 16); o[3] = 255
                        #endif
                        continue
                    }
                    let a = alpha8(fromGD: a7)
                    o[0] = UInt8(((c & 0xFF) * a + 127) / 255)
                    o[1] = UInt8((((c >> 8) & 0xFF) * a + 127) / 255)
                    o[2] = UInt8((((c >> 16) & 0xFF) * a + 127) / 255)
                    o[3] = UInt8(a)
                }
            }
        }
        return CGImage(width: w, height: h, bytesPerRow: w * 4, premultipliedBGRA: bytes)
    }
}

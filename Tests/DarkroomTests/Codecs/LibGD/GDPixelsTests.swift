import CGD
@testable import Darkroom
import Foundation
import Testing

/// The one conversion between cairo's premultiplied ARGB32 and libgd's
/// straight 7-bit-alpha words, both ways, over every alpha level with
/// partially transparent colours.
@Suite struct GDPixelsTests {
    static let channels: [Int] = [0, 1, 37, 64, 128, 200, 254, 255]

    @Test func alphaRoundingIsNearestBothWays() {
        for a7 in 0...127 {
            let a8 = GDPixels.alpha8(fromGD: a7)
            #expect(a8 == Int((Double(127 - a7) * 255 / 127).rounded()), "7 → 8 bits rounds to nearest at \(a7)")
            #expect(GDPixels.alphaGD(from: a8) == a7, "7-bit alpha survives the round trip at \(a7)")
        }
        for a8 in 0...255 {
            let nearest = 127 - Int((Double(a8) * 127 / 255).rounded())
            #expect(GDPixels.alphaGD(from: a8) == nearest, "8 → 7 bits at \(a8)")
            #expect(abs(GDPixels.alpha8(fromGD: GDPixels.alphaGD(from: a8)) - a8) <= 1, "8-bit alpha within 1 at \(a8)")
        }
    }

    @Test func gdToARGBToGD() throws {
        for a7 in 0...127 {
            let a8 = GDPixels.alpha8(fromGD: a7)
            let bound = a8 == 0 ? 0 : Int((127.5 / Double(a8)).rounded(.up))
            for v in Self.channels {
                let word = Int32((a7 << 24) | (v << 16) | ((255 - v) << 8) | ((v * 7) & 0xFF))
                let back = GDPixels.gdWord(fromPremultiplied: GDPixels.premultipliedWord(fromGD: word))
                #expect((back >> 24) == (word >> 24), "alpha exact at a7 \(a7)")
                if a7 == 127 {
                    #expect(back == 0x7F00_0000, "transparent comes back as transparent black")
                    continue
                }
                for shift: Int32 in [16, 8, 0] {
                    let d = abs(Int((word >> shift) & 0xFF) - Int((back >> shift) & 0xFF))
                    #expect(a7 == 0 ? d == 0 : d <= bound, "a7 \(a7) value \(v): \(d) > \(bound)")
                }
            }
        }
    }

    @Test func argbToGDToARGB() {
        for a in 0...255 {
            for f in [0.0, 0.33, 0.5, 0.9, 1.0] {
                let p = UInt32((Double(a) * f).rounded())
                let word = UInt32(a) << 24 | p << 16 | UInt32(a / 2) << 8 | p
                let back = GDPixels.premultipliedWord(fromGD: GDPixels.gdWord(fromPremultiplied: word))
                for shift: UInt32 in [24, 16, 8, 0] {
                    let d = abs(Int((word >> shift) & 0xFF) - Int((back >> shift) & 0xFF))
                    if a == 0 || a == 255 { #expect(d == 0, "exact at alpha \(a)") }
                    else if shift == 24 { #expect(d <= 1, "alpha \(a) within 1") }
                    else { #expect(d <= 2, "channel at alpha \(a) within 2, got \(d)") }
                }
            }
        }
    }

    /// Whole images through the row converters, with the opaque-row fast path and
    /// the per-pixel path side by side, agree with the per-word rule.
    @Test func rowConvertersMatchTheWordRule() throws {
        let w = 9, h = 3
        var words = [UInt32](repeating: 0, count: w * h)
        for x in 0..<w { words[x] = 0xFF00_0000 | UInt32(x * 0x112233) & 0xFF_FFFF }
        for x in 0..<w { words[w + x] = UInt32(x * 28) << 24 | UInt32(x * 28 / 2) << 16 }
        for x in 0..<w { words[2 * w + x] = x == 4 ? 0x8040_2010 : 0xFF10_2030 }
        let im = try #require(GDPixels.makeImage(width: w, height: h))
        defer { LibGD.shared?.destroy(im) }
        words.withUnsafeBytes { GDPixels.store($0.baseAddress!, stride: w * 4, into: im) }
        for y in 0..<h {
            for x in 0..<w {
                #expect(darkroom_gd_row(im, Int32(y))![x] == GDPixels.gdWord(fromPremultiplied: words[y * w + x]))
            }
        }
        for opaque in [false, true] {
            var back = [UInt32](repeating: 0, count: w * h)
            back.withUnsafeMutableBytes { GDPixels.load(im, into: $0.baseAddress!, stride: w * 4, opaque: opaque) }
            for i in 0..<(w * h) where !opaque {
                #expect(back[i] == GDPixels.premultipliedWord(fromGD: darkroom_gd_row(im, Int32(i / w))![i % w]))
            }
            // `quantize` is the same round trip without the libgd image.
            var direct = [UInt32](repeating: 0, count: w * h)
            words.withUnsafeBytes { src in
                direct.withUnsafeMutableBytes {
                    GDPixels.quantize(src.baseAddress!, stride: w * 4, width: w, height: h, into: $0.baseAddress!,
                                      outStride: w * 4, opaque: opaque)
                }
            }
            #expect(direct == back, "quantize equals load after store (opaque: \(opaque))")
        }
    }
}

import Foundation

/// libgd's "over" (`gdAlphaBlend`, libgd 2.3) on straight-alpha `0xAARRGGBB`
/// words with 7-bit alpha (0 opaque … 127 transparent), with libgd's integer
/// arithmetic and truncating divisions kept exactly.
///
/// Why it is restated here: the backend blends coverage spans pixel by pixel,
/// and going through `gdImageSetPixel` costs a C call (clip test, effect
/// switch, then a call to `gdAlphaBlend`) per pixel — about half of a snapshot's
/// time. Writing `over(dst, src)` into the image's own rows (`tpixels`) gives
/// the same words, bit for bit (`GDAlphaBlendTests` checks it against
/// `gdImageSetPixel` on random colours), on the same libgd surface. Callers
/// stay inside the canvas and its libgd clip, which is the whole canvas
/// whenever they run.
enum GDAlphaBlend {
    /// `gdAlphaBlend(dst, src)`.
    @inline(__always) static func over(_ dst: Int32, _ src: Int32) -> Int32 {
        let s = UInt32(bitPattern: src), d = UInt32(bitPattern: dst)
        let sa = (s >> 24) & 0x7F
        if sa == 0 { return src }
        let da = (d >> 24) & 0x7F
        if sa == 127 { return dst }
        if da == 127 { return src }
        let sw = 127 &- sa
        // An opaque backdrop (most of a window surface): libgd's weights become
        // sw and sa, summing to 127, and the result is opaque — a division by a
        // constant, which the compiler turns into a multiply.
        if da == 0 {
            @inline(__always) func opaque(_ shift: UInt32) -> UInt32 {
                (((s >> shift) & 0xFF) &* sw &+ ((d >> shift) & 0xFF) &* sa) / 127
            }
            return Int32(bitPattern: (opaque(16) << 16) | (opaque(8) << 8) | opaque(0))
        }
        let dw = ((127 &- da) &* sa) / 127
        let a = (sa &* da) / 127
        // libgd divides each channel by sw + dw (1…253) and truncates. One
        // reciprocal per pixel does the same: the product is within 2⁻⁴⁴ of the
        // quotient, whose fractional part is 0 or at least 1/253 from the next
        // integer, so adding 2⁻²⁰ before truncating lands on libgd's answer.
        let rcp = 1 / Double(sw &+ dw)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let n = ((s >> shift) & 0xFF) &* sw &+ ((d >> shift) & 0xFF) &* dw
            return UInt32(Double(n) * rcp + 0x1p-20)
        }
        return Int32(bitPattern: (a << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0))
    }

    /// `over` for a run of pixels, remembering the last answer: along a span
    /// the source is usually one colour and the backdrop changes every few
    /// pixels (gradients, shadows), so most pixels repeat the previous blend.
    struct Span {
        private var dst: Int32 = 0, src: Int32 = 0, out: Int32 = 0

        @inline(__always) mutating func over(_ dst: Int32, _ src: Int32) -> Int32 {
            if dst == self.dst && src == self.src { return out }
            self.dst = dst; self.src = src
            out = GDAlphaBlend.over(dst, src)
            return out
        }
    }
}

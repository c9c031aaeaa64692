import CGD
import Foundation
import Testing
@testable import DarkroomCompat

/// The backend's inlined `gdAlphaBlend` must give libgd's words bit for bit.
@Suite struct GDAlphaBlendTests {
    /// Random straight-alpha words, with the alpha extremes and channel extremes overrepresented.
    struct Words: IteratorProtocol {
        var state: UInt64
        mutating func nextRaw() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
        mutating func next() -> Int32? {
            let r = nextRaw()
            var alpha = Int32(r >> 25)   // 0…127
            switch r & 7 { case 0: alpha = 0; case 1: alpha = 127; case 2: alpha = 126; case 3: alpha = 1; default: break }
            var rgb = Int32(nextRaw() & 0xFF_FFFF)
            if r & 0x100 != 0 { rgb = r & 0x200 != 0 ? 0xFF_FFFF : 0 }
            return (alpha << 24) | rgb
        }
    }

    @Test func matchesGdImageSetPixelOnRandomColours() throws {
        let im = try #require(gdImageCreateTrueColor(1, 1))
        defer { gdImageDestroy(im) }
        gdImageAlphaBlending(im, 1)
        var words = Words(state: 0x5EED)
        var mismatches = 0
        for _ in 0..<200_000 {
            let dst = words.next()!, src = words.next()!
            darkroom_gd_row(im, 0)![0] = dst
            gdImageSetPixel(im, 0, 0, src)
            if darkroom_gd_row(im, 0)![0] != GDAlphaBlend.over(dst, src) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    /// Every pair of translucent alphas, with channels at the values where a
    /// truncated division is most fragile (quotients landing on whole numbers).
    @Test func matchesGdAlphaBlendForEveryAlphaPair() {
        var mismatches = 0
        for sa in Int32(0)...127 {
            for da in Int32(0)...127 {
                for (s, d) in [(0, 0), (255, 255), (255, 0), (0, 255), (1, 254), (128, 127), (37, 201)] as [(Int32, Int32)] {
                    let src = (sa << 24) | (s << 16) | (d << 8) | s, dst = (da << 24) | (d << 16) | (s << 8) | d
                    if gdAlphaBlend(dst, src) != GDAlphaBlend.over(dst, src) { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }
}

import DarkroomComparison
import Testing

@Suite struct PerceptualDeltaTests {
    /// (blue, green, red, alpha), premultiplied.
    typealias Pixel = (UInt8, UInt8, UInt8, UInt8)

    @Test func identicalPixelsDifferByNothing() {
        let pixels: [Pixel] = [(0, 0, 0, 0), (255, 255, 255, 255), (20, 40, 60, 128)]
        for p in pixels { #expect(PerceptualDelta.deltaE(reference: p, new: p) == 0) }
    }

    /// Opaque pixels: the plain ΔE 1994 of their colours (white against 254 grey: 0.345, as colour-science gives).
    @Test func opaquePixelsArePlainColourDifference() {
        let white: Pixel = (255, 255, 255, 255), grey: Pixel = (254, 254, 254, 255)
        #expect(abs(PerceptualDelta.deltaE(reference: white, new: grey) - 0.3451) < 0.001)
        let black: Pixel = (0, 0, 0, 255)
        #expect(abs(PerceptualDelta.deltaE(reference: white, new: black) - 100) < 1e-4)
    }

    /// A change of coverage alone shows over white, though the colour over black is the same.
    @Test func alphaAloneCounts() {
        let clear: Pixel = (0, 0, 0, 0), black: Pixel = (0, 0, 0, 255)
        #expect(abs(PerceptualDelta.deltaE(reference: clear, new: black) - 100) < 1e-4)
        // One level of alpha on a translucent black is a small difference, not none.
        let half: Pixel = (0, 0, 0, 128), lessThanHalf: Pixel = (0, 0, 0, 127)
        let small = PerceptualDelta.deltaE(reference: half, new: lessThanHalf)
        #expect(small > 0 && small < 1, "\(small)")
    }
}

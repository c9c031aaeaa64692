import Darkroom

/// The bounded measure: each pixel's colour channels and alpha must stay within bounds of their own,
/// one pair of bounds where the second image's pixel is opaque and another where it is translucent.
///
/// For two stores of one drawing that differ in how they keep coverage: libgd's 7-bit alpha rounds
/// translucent pixels (alpha within 1, premultiplied colour within 2) and keeps opaque ones exact.
package struct ChannelBounds: Sendable {
    /// The largest difference allowed in a premultiplied colour channel, 0…255.
    package var colour: Int
    /// The largest difference allowed in alpha, 0…255.
    package var alpha: Int

    /// Bounds for colour and alpha.
    package init(colour: Int, alpha: Int) {
        self.colour = colour
        self.alpha = alpha
    }

    /// No difference at all.
    package static let exact = ChannelBounds(colour: 0, alpha: 0)
    /// libgd's 7-bit alpha against cairo's 8 bits (`GDPixels`): alpha within 1, premultiplied colour within 2.
    package static let sevenBitAlpha = ChannelBounds(colour: 2, alpha: 1)
}

/// Pixels of two images of one size that leave their ``ChannelBounds``.
package struct ChannelBoundsDifference: Sendable, CustomStringConvertible {
    /// Pixels opaque in the second image.
    package let opaquePixels: Int
    /// Opaque pixels (in the second image) outside the opaque bounds.
    package let opaqueMismatches: Int
    /// Translucent pixels (in the second image) outside the translucent bounds.
    package let translucentMismatches: Int
    /// The largest difference in any channel of any pixel, 0…255.
    package let worst: Int

    /// Measures `a` against `b` (whose alpha decides which bounds apply); `nil` when their sizes differ.
    package init?(_ a: CGImage, _ b: CGImage, opaque: ChannelBounds = .exact, translucent: ChannelBounds) {
        guard ComparedPixels.sameSize(a, b) else { return nil }
        let pa = ComparedPixels(a), pb = ComparedPixels(b)
        var opaquePixels = 0, opaqueMismatches = 0, translucentMismatches = 0, worst = 0
        ComparedPixels.forEachRow(pa, pb) { _, rowA, rowB in
            for x in 0..<rowA.count {
                let p = ComparedPixels.channels(rowA[x] | pa.alphaFill)
                let q = ComparedPixels.channels(rowB[x] | pb.alphaFill)
                let alpha = abs(Int(p.3) - Int(q.3))
                let colour = max(abs(Int(p.0) - Int(q.0)), abs(Int(p.1) - Int(q.1)), abs(Int(p.2) - Int(q.2)))
                worst = max(worst, alpha, colour)
                if q.3 == 255 {
                    opaquePixels += 1
                    if alpha > opaque.alpha || colour > opaque.colour { opaqueMismatches += 1 }
                } else if alpha > translucent.alpha || colour > translucent.colour {
                    translucentMismatches += 1
                }
            }
        }
        self.opaquePixels = opaquePixels
        self.opaqueMismatches = opaqueMismatches
        self.translucentMismatches = translucentMismatches
        self.worst = worst
    }

    /// Whether every pixel stays within its bounds.
    package var isWithinBounds: Bool { opaqueMismatches == 0 && translucentMismatches == 0 }

    /// The counts, for messages.
    package var description: String {
        "\(opaqueMismatches) of \(opaquePixels) opaque pixels differ, \(translucentMismatches) translucent ones "
            + "beyond their bounds, worst channel difference \(worst)"
    }
}

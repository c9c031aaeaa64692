/// How far two images of one size differ, byte by byte over their stored
/// premultiplied BGRA pixels.
///
/// The single image comparison of the package: reference images, fast paths
/// against general ones, parallel bands against one pass, and the legacy libgd
/// surface against cairo all judge with it and with one of the named
/// ``ImageTolerance`` presets, so that "these images match" means one thing.
package struct ImageDifference: Sendable, CustomStringConvertible {
    package let width: Int
    package let height: Int
    /// The largest difference in any channel of any pixel, 0…255.
    package let maxChannelDifference: Int
    /// The mean absolute difference per channel, 0…255.
    package let meanChannelDifference: Double
    /// Pixels with some channel more than ``ImageTolerance/visibleDifference`` apart.
    package let visiblyDifferingPixels: Int
    /// Pixels with any difference at all.
    package let differingPixels: Int

    /// Compares two images; `nil` when their sizes differ (never equal then).
    package init?(_ a: CGImage, _ b: CGImage) {
        guard a.width == b.width, a.height == b.height else { return nil }
        width = a.width
        height = a.height
        var total = 0
        var worst = 0
        var visible = 0
        var any = 0
        a.data.withUnsafeBufferPointer { pa in
            b.data.withUnsafeBufferPointer { pb in
                for y in 0..<a.height {
                    let rowA = y * a.bytesPerRow
                    let rowB = y * b.bytesPerRow
                    for x in 0..<a.width {
                        var pixelWorst = 0
                        for c in 0..<4 {
                            let d = abs(Int(pa[rowA + x * 4 + c]) - Int(pb[rowB + x * 4 + c]))
                            total += d
                            pixelWorst = max(pixelWorst, d)
                        }
                        worst = max(worst, pixelWorst)
                        if pixelWorst > 0 { any += 1 }
                        if pixelWorst > ImageTolerance.visibleDifference { visible += 1 }
                    }
                }
            }
        }
        let pixels = Double(a.width * a.height)
        maxChannelDifference = worst
        meanChannelDifference = Double(total) / (pixels * 4)
        visiblyDifferingPixels = visible
        differingPixels = any
    }

    /// The share (0…1) of pixels that differ visibly.
    package var visiblyDifferingShare: Double { Double(visiblyDifferingPixels) / Double(width * height) }
    /// The share (0…1) of pixels that differ at all.
    package var differingShare: Double { Double(differingPixels) / Double(width * height) }

    /// Whether the difference stays inside every bound of `tolerance`.
    package func isWithin(_ tolerance: ImageTolerance) -> Bool {
        maxChannelDifference <= tolerance.maxChannelDifference
            && meanChannelDifference <= tolerance.maxMeanChannelDifference
            && visiblyDifferingShare <= tolerance.maxVisiblyDifferingShare
    }

    package var description: String {
        let mean = (meanChannelDifference * 1000).rounded() / 1000
        let visible = (visiblyDifferingShare * 10000).rounded() / 100
        return "\(width)x\(height): max channel difference \(maxChannelDifference), mean \(mean), "
            + "\(visible) % of pixels differ by more than \(ImageTolerance.visibleDifference)"
    }
}

/// How much two images may differ and still count as the same picture.
///
/// Four presets, one per kind of comparison; a test picks the one that names
/// its situation instead of inventing its own numbers.
package struct ImageTolerance: Sendable {
    /// A channel difference above this counts as visible (about 10 %).
    package static let visibleDifference = 24

    package var maxChannelDifference: Int
    package var maxMeanChannelDifference: Double
    package var maxVisiblyDifferingShare: Double

    /// Byte for byte the same.
    package static let identical = ImageTolerance(
        maxChannelDifference: 0, maxMeanChannelDifference: 0, maxVisiblyDifferingShare: 0)
    /// The same drawing by two routes through one rasterizer (a fast path
    /// against pixman's general one, bands against one pass): rounding only.
    package static let rounding = ImageTolerance(
        maxChannelDifference: 2, maxMeanChannelDifference: 0.5, maxVisiblyDifferingShare: 0)
    /// A rendering against its committed reference image: the same rasterizer,
    /// possibly another build of cairo, pango or FreeType (hinting, AA edges).
    package static let reference = ImageTolerance(
        maxChannelDifference: 255, maxMeanChannelDifference: 1.5, maxVisiblyDifferingShare: 0.01)
    /// Two rasterizers (the libgd window surface against cairo): anti-aliased
    /// edges and glyph outlines fall on different pixels.
    package static let otherRasterizer = ImageTolerance(
        maxChannelDifference: 255, maxMeanChannelDifference: 2.5, maxVisiblyDifferingShare: 0.06)
}

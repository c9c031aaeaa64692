import Darkroom

/// The per-channel measure: how far two images of one size differ, channel by channel over their
/// premultiplied BGRA pixels, judged against an ``ImageTolerance``.
///
/// Reference images, fast paths against general ones, parallel bands against one pass, and the legacy
/// libgd surface against cairo all judge with it, so that "these images match" means one thing.
package struct ImageDifference: Sendable, CustomStringConvertible {
    /// The compared width in pixels.
    package let width: Int
    /// The compared height in pixels.
    package let height: Int
    /// The largest difference in any channel of any pixel, 0…255.
    package let maxChannelDifference: Int
    /// The mean absolute difference per channel, 0…255.
    package let meanChannelDifference: Double
    /// Pixels counted by their largest channel difference: `pixelsByLargestDifference[d]` pixels differ by
    /// exactly `d` in their most different channel. Any threshold's share is read from it.
    package let pixelsByLargestDifference: [Int]

    /// Compares two images; `nil` when their sizes differ (never equal then).
    package init?(_ a: CGImage, _ b: CGImage) {
        guard ComparedPixels.sameSize(a, b) else { return nil }
        width = a.width
        height = a.height
        var histogram = [Int](repeating: 0, count: 256)
        var total = 0
        let pa = ComparedPixels(a), pb = ComparedPixels(b)
        ComparedPixels.forEachRow(pa, pb) { _, rowA, rowB in
            for x in 0..<rowA.count {
                let p = ComparedPixels.channels(rowA[x] | pa.alphaFill)
                let q = ComparedPixels.channels(rowB[x] | pb.alphaFill)
                let d0 = abs(Int(p.0) - Int(q.0)), d1 = abs(Int(p.1) - Int(q.1))
                let d2 = abs(Int(p.2) - Int(q.2)), d3 = abs(Int(p.3) - Int(q.3))
                total += d0 + d1 + d2 + d3
                histogram[max(max(d0, d1), max(d2, d3))] += 1
            }
        }
        pixelsByLargestDifference = histogram
        maxChannelDifference = histogram.lastIndex { $0 > 0 } ?? 0
        meanChannelDifference = Double(total) / (Double(a.width * a.height) * 4)
    }

    /// Pixels with some channel more than `threshold` apart.
    package func pixels(differingByMoreThan threshold: Int) -> Int {
        guard threshold < 255 else { return 0 }
        return pixelsByLargestDifference[max(0, threshold + 1)...].reduce(0, +)
    }

    /// The share (0…1) of pixels with some channel more than `threshold` apart.
    package func share(differingByMoreThan threshold: Int) -> Double {
        Double(pixels(differingByMoreThan: threshold)) / Double(width * height)
    }

    /// Pixels with some channel more than ``ImageTolerance/visibleDifference`` apart.
    package var visiblyDifferingPixels: Int { pixels(differingByMoreThan: ImageTolerance.visibleDifference) }
    /// Pixels with any difference at all.
    package var differingPixels: Int { pixels(differingByMoreThan: 0) }
    /// The share (0…1) of pixels that differ visibly.
    package var visiblyDifferingShare: Double { share(differingByMoreThan: ImageTolerance.visibleDifference) }
    /// The share (0…1) of pixels that differ at all.
    package var differingShare: Double { share(differingByMoreThan: 0) }

    /// Whether the difference stays inside every bound of `tolerance`.
    package func isWithin(_ tolerance: ImageTolerance) -> Bool {
        maxChannelDifference <= tolerance.maxChannelDifference
            && meanChannelDifference <= tolerance.maxMeanChannelDifference
            && share(differingByMoreThan: tolerance.visibleDifference) <= tolerance.maxVisiblyDifferingShare
    }

    /// The size, the largest and mean channel difference and the visibly differing share, for messages.
    package var description: String {
        let mean = (meanChannelDifference * 1000).rounded() / 1000
        let visible = (visiblyDifferingShare * 10000).rounded() / 100
        return "\(width)x\(height): max channel difference \(maxChannelDifference), mean \(mean), "
            + "\(visible) % of pixels differ by more than \(ImageTolerance.visibleDifference)"
    }
}

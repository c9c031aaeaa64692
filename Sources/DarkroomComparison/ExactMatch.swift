import Darkroom
import Foundation

/// The exact measure: two images are the same picture when they have one size and every pixel's
/// premultiplied BGRA bytes are equal.
///
/// For drawings that must not move by a single level: two routes to one rasterizer call that are meant
/// to be the same (a modifier that draws nothing, a symbol by two names, a decode from bytes and from a file).
package enum ExactMatch {
    /// Whether `a` and `b` are byte for byte the same picture.
    package static func matches(_ a: CGImage, _ b: CGImage) -> Bool {
        ComparedPixels.sameSize(a, b) && firstDifference(a, b) == nil
    }

    /// The first pixel (row by row) whose bytes differ; `nil` when none does or the sizes differ.
    package static func firstDifference(_ a: CGImage, _ b: CGImage) -> (x: Int, y: Int)? {
        guard ComparedPixels.sameSize(a, b) else { return nil }
        let pa = ComparedPixels(a), pb = ComparedPixels(b)
        var found: (x: Int, y: Int)?
        ComparedPixels.forEachRow(pa, pb) { y, rowA, rowB in
            guard found == nil else { return }
            // Most rows of a matching pair are equal: compare them whole before looking pixel by pixel.
            if pa.alphaFill == pb.alphaFill, memcmp(rowA.baseAddress!, rowB.baseAddress!, rowA.count * 4) == 0 {
                return
            }
            for x in 0..<rowA.count where (rowA[x] | pa.alphaFill) != (rowB[x] | pb.alphaFill) {
                found = (x, y)
                return
            }
        }
        return found
    }
}

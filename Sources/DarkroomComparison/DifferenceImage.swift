import Darkroom

/// The difference image of two pictures of one size, as swift-snapshot-testing draws it: each pixel's
/// largest channel difference as a grey level, stretched so the largest difference is white and equal
/// pixels are black. What a failed comparison shows a person beside the two pictures.
package enum DifferenceImage {
    /// The opaque grey difference image of `reference` and `new`; `nil` when their sizes differ.
    package static func make(reference: CGImage, new: CGImage) -> CGImage? {
        guard ComparedPixels.sameSize(reference, new) else { return nil }
        let a = ComparedPixels(reference)
        let b = ComparedPixels(new)
        var levels = [UInt8](repeating: 0, count: new.width * new.height)
        var largest: UInt8 = 0
        ComparedPixels.forEachRow(a, b) { y, rowA, rowB in
            for x in 0..<rowA.count {
                let p = ComparedPixels.channels(rowA[x] | a.alphaFill)
                let q = ComparedPixels.channels(rowB[x] | b.alphaFill)
                let level = max(max(absDiff(p.0, q.0), absDiff(p.1, q.1)), max(absDiff(p.2, q.2), absDiff(p.3, q.3)))
                levels[y * new.width + x] = level
                largest = max(largest, level)
            }
        }
        var bytes = [UInt8](repeating: 255, count: levels.count * 4)
        for (index, level) in levels.enumerated() {
            let stretched = largest == 0 ? 0 : UInt8((Int(level) * 255 + Int(largest) / 2) / Int(largest))
            bytes[index * 4] = stretched
            bytes[index * 4 + 1] = stretched
            bytes[index * 4 + 2] = stretched
        }
        return CGImage(width: new.width, height: new.height, bytesPerRow: new.width * 4, premultipliedBGRA: bytes)
    }

    @inline(__always)
    private static func absDiff(_ x: UInt8, _ y: UInt8) -> UInt8 { x > y ? x - y : y - x }
}

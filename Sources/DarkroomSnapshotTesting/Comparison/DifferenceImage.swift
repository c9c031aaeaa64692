import DarkroomCompat
import Foundation

/// The difference image attached to a failure, as swift-snapshot-testing draws it:
/// each pixel's largest channel difference as a grey level, stretched so the
/// largest difference is white and equal pixels are black.
enum DifferenceImage {
    static func make(reference: CGImage, new: CGImage) -> CGImage? {
        guard reference.width == new.width, reference.height == new.height else { return nil }
        let a = PixelBuffer(reference)
        let b = PixelBuffer(new)
        var levels = [UInt8](repeating: 0, count: new.width * new.height)
        var largest: UInt8 = 0
        PixelBuffer.forEachRow(a, b) { y, rowA, rowB in
            for x in 0..<rowA.count {
                let p = PixelBuffer.channels(rowA[x] | a.alphaFill)
                let q = PixelBuffer.channels(rowB[x] | b.alphaFill)
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

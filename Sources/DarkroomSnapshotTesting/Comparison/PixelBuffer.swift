import DarkroomCompat
import Foundation

/// Read access to a `CGImage`'s premultiplied BGRA words, with the alpha of
/// images stored without alpha read as opaque.
struct PixelBuffer {
    let image: CGImage
    /// OR-ed into every word: 0xFF000000 for images without alpha (their fourth byte is padding).
    let alphaFill: UInt32

    init(_ image: CGImage) {
        self.image = image
        switch image.alphaInfo {
        case .none, .noneSkipFirst, .noneSkipLast: alphaFill = 0xFF00_0000
        default: alphaFill = 0
        }
    }

    var width: Int { image.width }
    var height: Int { image.height }

    /// Calls `body` with each row's words, as pairs from two equally sized buffers.
    static func forEachRow(_ a: PixelBuffer, _ b: PixelBuffer,
                           _ body: (Int, UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>) -> Void) {
        a.image.data.withUnsafeBytes { aBytes in
            b.image.data.withUnsafeBytes { bBytes in
                for y in 0..<a.height {
                    let aRow = UnsafeBufferPointer(
                        start: (aBytes.baseAddress! + y * a.image.bytesPerRow).assumingMemoryBound(to: UInt32.self),
                        count: a.width)
                    let bRow = UnsafeBufferPointer(
                        start: (bBytes.baseAddress! + y * b.image.bytesPerRow).assumingMemoryBound(to: UInt32.self),
                        count: b.width)
                    body(y, aRow, bRow)
                }
            }
        }
    }

    /// A word's (blue, green, red, alpha) bytes (little-endian ARGB32).
    @inline(__always)
    static func channels(_ word: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        (UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8),
         UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 24))
    }
}

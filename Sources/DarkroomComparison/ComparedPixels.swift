import Darkroom

/// Read access to a `CGImage`'s premultiplied BGRA pixels as 32-bit words, the way every measure
/// reads them: an image stored without alpha reads as opaque (its fourth byte is padding, not coverage).
package struct ComparedPixels {
    /// The image read.
    package let image: CGImage
    /// OR-ed into every word: 0xFF000000 for images without alpha, 0 otherwise.
    package let alphaFill: UInt32

    /// Reads `image`.
    package init(_ image: CGImage) {
        self.image = image
        switch image.alphaInfo {
        case .none, .noneSkipFirst, .noneSkipLast: alphaFill = 0xFF00_0000
        default: alphaFill = 0
        }
    }

    /// The width in pixels.
    package var width: Int { image.width }
    /// The height in pixels.
    package var height: Int { image.height }

    /// Whether two images have the same size in pixels (only such pairs are compared pixel by pixel).
    package static func sameSize(_ a: CGImage, _ b: CGImage) -> Bool {
        a.width == b.width && a.height == b.height
    }

    /// Calls `body` with each row's stored words (without `alphaFill`), as pairs from two images of one size.
    package static func forEachRow(_ a: ComparedPixels, _ b: ComparedPixels,
                                   _ body: (Int, UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>) -> Void) {
        precondition(a.width == b.width && a.height == b.height, "compared images differ in size")
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
    package static func channels(_ word: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        (UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8),
         UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 24))
    }
}

@testable import Darkroom

/// Small pictures made byte by byte, so that every measure's numbers are known in advance: one colour
/// (10 × 10 by default) with a pixel or a block of another.
enum TestImages {
    /// Straight (red, green, blue, alpha) bytes.
    typealias Colour = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    static let white: Colour = (255, 255, 255, 255)
    static let black: Colour = (0, 0, 0, 255)

    /// A `width` × `height` picture of `colour`, with the pixels of `block` (x, y, width, height) in
    /// `blockColour`. Rows are `padding` bytes longer than the pixels and those bytes hold 0x5A, so a
    /// measure that read them would see them.
    static func picture(_ colour: Colour = white, width: Int = 10, height: Int = 10,
                        block: (x: Int, y: Int, width: Int, height: Int)? = nil, blockColour: Colour = black,
                        padding: Int = 0) -> CGImage {
        let stride = width * 4 + padding
        var bytes = [UInt8](repeating: 0x5A, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                var c = colour
                if let block, block.x..<(block.x + block.width) ~= x, block.y..<(block.y + block.height) ~= y {
                    c = blockColour
                }
                let i = y * stride + x * 4
                // Premultiplied BGRA, rounded as cairo rounds.
                func premultiplied(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(c.alpha) + 127) / 255) }
                bytes[i] = premultiplied(c.blue)
                bytes[i + 1] = premultiplied(c.green)
                bytes[i + 2] = premultiplied(c.red)
                bytes[i + 3] = c.alpha
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: stride, premultipliedBGRA: bytes)!
    }

    /// The same picture with one pixel, (3, 4), in `colour`.
    static func picture(_ colour: Colour = white, changed: Colour, width: Int = 10, height: Int = 10) -> CGImage {
        picture(colour, width: width, height: height, block: (3, 4, 1, 1), blockColour: changed)
    }

    /// `image` stored without alpha: the same bytes, with every fourth byte set to `padding` and the alpha
    /// info saying there is no alpha (as cairo's RGB24 leaves that byte undefined).
    static func withoutAlpha(_ image: CGImage, padding: UInt8 = 0) -> CGImage {
        var bytes = image.data
        for i in Swift.stride(from: 3, to: bytes.count, by: 4) { bytes[i] = padding }
        let opaque = CGImage(width: image.width, height: image.height, bytesPerRow: image.bytesPerRow,
                             premultipliedBGRA: bytes)!
        opaque.alphaInfo = .noneSkipFirst
        return opaque
    }
}

import Foundation
@testable import DarkroomCompat

extension CGImage {
    /// Whether the pixel is within `tolerance` (0…255 per channel) of a straight-alpha colour.
    func matches(x: Int, y: Int, _ r: Int, _ g: Int, _ b: Int, _ a: Int, tolerance: Int = 3) -> Bool {
        guard let p = rgba8(x: x, y: y) else { return false }
        return abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance
            && abs(Int(p.a) - a) <= tolerance
    }
}

extension GDBitmap {
    /// Straight (r, g, b, a8) of a pixel.
    func rgba(x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int)? {
        guard let c = gdPixel(x: x, y: y) else { return nil }
        return (
            Int((c >> 16) & 0xFF), Int((c >> 8) & 0xFF), Int(c & 0xFF), GDPixels.alpha8(fromGD: Int((c >> 24) & 0x7F))
        )
    }
}

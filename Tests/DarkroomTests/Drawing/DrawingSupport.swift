import Darkroom
import Foundation
import Testing

/// Files next to the drawing tests (fixtures and reference images).
enum DrawingFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static func fixture(_ name: String) -> URL { folder.appendingPathComponent("Fixtures/\(name)") }
    static func reference(_ name: String) -> URL { folder.appendingPathComponent("References/\(name).png") }
    /// `DARKROOM_RECORD=1` rewrites the reference images instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["DARKROOM_RECORD"] == "1" }
}

/// The colour at a point (in points) of an image rendered at `scale`.
func color(_ image: CGImage, _ x: CGFloat, _ y: CGFloat, scale: CGFloat = 1) -> RGBA? {
    image.pixel(x: Int(x * scale), y: Int(y * scale))
}

/// Expects the pixel at (`x`, `y`) to be `expected` within `tolerance` per channel.
func expectColor(_ image: CGImage, _ x: CGFloat, _ y: CGFloat, _ expected: RGBA, tolerance: Double = 0.03,
                 scale: CGFloat = 1, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = color(image, x, y, scale: scale)
    #expect(close(actual, expected, tolerance: tolerance),
            "pixel (\(x), \(y)) is \(actual.map(\.description) ?? "outside"), expected \(expected)",
            sourceLocation: sourceLocation)
}

/// Opaque colours used across the drawing tests.
enum Swatch {
    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let green = RGBA(red: 0, green: 1, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)
    static let white = RGBA(red: 1, green: 1, blue: 1)
    static let black = RGBA(red: 0, green: 0, blue: 0)
    static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}

/// How far two images differ, compared by decoded, premultiplied pixels.
struct PixelDifference {
    /// Mean absolute difference per channel, 0…255.
    var meanChannelDifference: Double
    /// Share of pixels with any channel more than 24 levels apart.
    var differingShare: Double

    init(_ a: CGImage, _ b: CGImage) {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0, differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = y * a.bytesPerRow + x * 4, j = y * b.bytesPerRow + x * 4
                var worst = 0
                for c in 0..<4 {
                    let d = abs(Int(a.data[i + c]) - Int(b.data[j + c]))
                    total += d; worst = max(worst, d)
                }
                if worst > 24 { differing += 1 }
            }
        }
        let pixels = Double(a.width * a.height)
        meanChannelDifference = Double(total) / (pixels * 4)
        differingShare = Double(differing) / pixels
    }
}

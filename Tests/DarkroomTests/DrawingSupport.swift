import Darkroom
import Foundation
import Testing

/// Files of the drawing tests: libgd-encoded image fixtures beside the image-view tests (Views/Fixtures) and the
/// reference images of the drawing reference tests (Backends/Cairo/References).
enum DrawingFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Views/Fixtures")
    static func fixture(_ name: String) -> URL { fixtures.appendingPathComponent(name) }
    static func reference(_ name: String) -> URL {
        root.appendingPathComponent("Backends/Cairo/References/\(name).png")
    }
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

import Darkroom
import Foundation
import Testing

/// The decoding fixtures written by other encoders (Fixtures/make_fixtures.py): a 16 × 12 picture with a red
/// top-left, green top-right, blue bottom-left and white bottom-right quadrant.
enum ImageFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    static let size = CGSize(width: 16, height: 12)
    /// A point well inside each quadrant (pixels of the upright picture) and its colour.
    static let quadrants: [(x: Int, y: Int, color: RGBA)] = [
        (3, 3, RGBA(red: 1, green: 0, blue: 0)), (12, 3, RGBA(red: 0, green: 1, blue: 0)),
        (3, 8, RGBA(red: 0, green: 0, blue: 1)), (12, 8, RGBA(red: 1, green: 1, blue: 1)),
    ]

    /// Expects the upright quadrant picture, within `tolerance` per channel (lossy formats round).
    static func expectUpright(_ image: CGImage?, _ name: String, tolerance: Double = 0.02,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        guard let image else {
            Issue.record("\(name) did not decode", sourceLocation: sourceLocation)
            return
        }
        #expect(image.width == 16 && image.height == 12, "\(name): \(image.width)x\(image.height)",
                sourceLocation: sourceLocation)
        for q in quadrants {
            let actual = image.pixel(x: q.x, y: q.y)
            #expect(close(actual, q.color, tolerance: tolerance),
                    "\(name) at (\(q.x), \(q.y)): \(actual.map(\.description) ?? "outside"), expected \(q.color)",
                    sourceLocation: sourceLocation)
        }
    }
}

@testable import Darkroom
import Foundation

/// Settings a server would choose, applied once per process.
enum FuzzSetup {
    /// Decoded images are capped at 4 million pixels (a configurable limit a server
    /// sets, `ImageDecoding.maxPixelCount`) so that one input costs milliseconds;
    /// the header check that enforces the cap is itself fuzzed.
    static let decodedPixelCap = 1 << 22
    /// Rendered images: the same idea through `RenderOptions.maxPixelCount`.
    static let renderedPixelCap = 1 << 20

    private static let done: Void = {
        ImageDecoding.maxPixelCount = decodedPixelCap
    }()

    static func once() { _ = done }
}

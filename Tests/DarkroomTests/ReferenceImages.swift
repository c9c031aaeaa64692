@_spi(Engine) import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// Committed reference images and the record mode that rewrites them.
enum ReferenceImages {
    /// Only an explicit truthy `DARKROOM_RECORD` (`1`, `true`, `yes`) records; `0`, `false` or an empty
    /// value compare as usual.
    static var isRecording: Bool {
        let value = ProcessInfo.processInfo.environment["DARKROOM_RECORD"]?.lowercased() ?? ""
        return ["1", "true", "yes"].contains(value)
    }

    /// Compares `image` with the reference PNG at `url` under ``ImageTolerance/reference``.
    ///
    /// In record mode it writes `image` as the new reference and then fails, as swift-snapshot-testing does:
    /// a recorded run never passes, so a reference cannot be rewritten and compared with itself unnoticed.
    static func expectMatch(_ image: CGImage, reference url: URL, _ name: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try PNGEncoder().write(image, to: url)
            let advice = "look at it, commit it, and run again without DARKROOM_RECORD"
            Issue.record(
                "recorded a new reference for \(name) at \(url.path); \(advice)", sourceLocation: sourceLocation)
            return
        }
        let reference = try #require(ImageLoader.shared.decode(url.path),
                                     "missing reference \(url.path); record with DARKROOM_RECORD=1",
                                     sourceLocation: sourceLocation)
        let sizes = "\(image.width)x\(image.height) against a \(reference.width)x\(reference.height) reference"
        let difference = try #require(ImageDifference(image, reference), "\(name): \(sizes)",
                                      sourceLocation: sourceLocation)
        #expect(difference.isWithin(ImageTolerance.reference), "\(name): \(difference)", sourceLocation: sourceLocation)
    }
}

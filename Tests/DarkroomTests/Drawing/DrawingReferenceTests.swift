import Darkroom
import Foundation
import Testing

/// Renders the drawing gallery and compares each image with its committed
/// reference by decoded pixels. `DARKROOM_RECORD=1` rewrites the references
/// (look at every one before committing it).
@Suite struct DrawingReferenceTests {
    static let scale: CGFloat = 2

    @Test(arguments: DrawingGallery.entries.map(\.name))
    func galleryMatchesReference(_ name: String) throws {
        let entry = try #require(DrawingGallery.entries.first { $0.name == name })
        let renderer = ViewRenderer(options: RenderOptions(proposedSize: ProposedViewSize(entry.size), scale: Self.scale))
        let image = try renderer.image(entry.view)
        let url = DrawingFiles.reference(name)
        if DrawingFiles.isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PNGEncoder().write(image, to: url)
            return
        }
        let reference = try #require(ImageLoader.shared.decode(url.path), "missing reference \(url.path); record with DARKROOM_RECORD=1")
        #expect(reference.width == image.width && reference.height == image.height)
        guard reference.width == image.width, reference.height == image.height else { return }
        let diff = PixelDifference(image, reference)
        #expect(diff.meanChannelDifference < 1.5, "\(name): mean channel difference \(diff.meanChannelDifference)")
        #expect(diff.differingShare < 0.01, "\(name): \(diff.differingShare * 100) % of pixels differ")
    }
}

import Darkroom
import Foundation
import Testing

/// Renders the drawing gallery and compares each image with its committed
/// reference by decoded pixels. `DARKROOM_RECORD=1` rewrites the references and fails
/// (look at every one before committing it).
@Suite struct DrawingReferenceTests {
    static let scale: CGFloat = 2

    @Test(arguments: DrawingGallery.entries.map(\.name))
    func galleryMatchesReference(_ name: String) throws {
        let entry = try #require(DrawingGallery.entries.first { $0.name == name })
        let renderer = ViewRenderer(
            options: RenderOptions(proposedSize: ProposedViewSize(entry.size), scale: Self.scale))
        let image = try renderer.image(entry.view)
        try ReferenceImages.expectMatch(image, reference: DrawingFiles.reference(name), name)
    }
}

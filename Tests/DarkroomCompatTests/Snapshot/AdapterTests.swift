import Foundation
import Testing
@testable import DarkroomCompat
import DarkroomComparison

/// Snapshot requests and `ImageRenderer` configurations convert both ways, and
/// the backported initializer behaves as seed 001 describes.
@MainActor
@Suite struct AdapterTests {
    var label: some View { Text("Adapter").font(.headline).padding(6) }

    @Test func requestToRendererAndBack() throws {
        let request = SnapshotRequest(size: CGSize(width: 150, height: 50), scale: 3, isOpaque: true)
        let renderer = request.imageRenderer(for: label)
        #expect(renderer.canvasSize == CGSize(width: 150, height: 50))
        #expect(renderer.scale == 3 && renderer.isOpaque)
        #expect(SnapshotRequest(renderer) == request)
        // A request without a scale takes the screen's.
        #expect(
            SnapshotRequest(size: CGSize(width: 1, height: 1)).imageRenderer(for: label).scale == UIScreen.main.scale)
    }

    @Test func rendererWithoutCanvasBecomesItsContentSize() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 12))
        renderer.scale = 2
        let request = SnapshotRequest(renderer)
        #expect(request.size == CGSize(width: 30, height: 12) && request.scale == 2)
        // Both paths then give the same picture.
        let legacy = try request.render(renderer.content)
        let modern = try #require(renderer.uiImage)
        #expect(legacy.size == modern.size)
        let l = try #require(legacy.cgImage), m = try #require(modern.cgImage)
        #expect(ExactMatch.matches(l, m), "a plain colour is exact on both backends")
    }

    @Test func backportDefaultsToScreenScaleAndExactSize() throws {
        let renderer = ImageRenderer(content: label, size: CGSize(width: 150, height: 50))
        #expect(renderer.scale == UIScreen.main.scale)
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 150, height: 50))
        let explicit = ImageRenderer(content: label, size: CGSize(width: 150, height: 50), scale: 1)
        #expect(explicit.uiImage?.cgImage?.width == 150)
        // The plain initializer is untouched: ideal size, scale 1.
        let plain = ImageRenderer(content: label)
        #expect(plain.scale == 1 && plain.canvasSize == nil)
        #expect(plain.uiImage.map { $0.size.width < 150 } == true)
    }

    /// The seed's own call site, as written there.
    @Test nonisolated func seedCallSiteCompilesAndRuns() async throws {
        let renderer = await ImageRenderer(
            content: Text("ImageRenderer").padding(), size: CGSize(width: 150, height: 50))
        var snapshot: UIImage?
        if let image = await renderer.uiImage {
            snapshot = image
        }
        #expect(snapshot?.size == CGSize(width: 150, height: 50))
    }
}

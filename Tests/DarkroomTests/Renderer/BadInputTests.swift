import Darkroom
import Foundation
import Testing

@Suite("Foundation bad input")
struct BadInputTests {
    var view: some View { Rectangle().frame(width: 10, height: 10) }

    @Test(arguments: [0, -1, .nan, .infinity, -.infinity] as [CGFloat])
    func badScalesAreTypedErrors(scale: CGFloat) {
        #expect(throws: RenderError.self) { try ViewRenderer(options: RenderOptions(scale: scale)).image(view) }
    }

    @Test func badProposalsAreTypedErrors() {
        for p in [ProposedViewSize(width: -5, height: 10), ProposedViewSize(width: .nan, height: nil)] {
            let error = #expect(throws: RenderError.self) {
                try ViewRenderer(options: RenderOptions(proposedSize: p)).image(view)
            }
            guard case .invalidProposal = error else {
                Issue.record("expected invalidProposal, got \(String(describing: error))"); continue
            }
        }
    }

    @Test func unrenderableViewSizesAreTypedErrors() {
        // Zero area, and an infinite colour offered infinity.
        #expect(throws: RenderError.invalidSize(CGSize(width: 0, height: 10))) {
            try ViewRenderer().image(Color.red.frame(width: 0, height: 10))
        }
        #expect(throws: RenderError.self) {
            try ViewRenderer(options: RenderOptions(proposedSize: .infinity)).image(Color.red)
        }
        #expect(throws: RenderError.self) { try ViewRenderer().image(EmptyView()) }
        // Negative and NaN frame lengths are clamped to 0, giving a zero-size (unrenderable) view.
        #expect(throws: RenderError.self) { try ViewRenderer().image(Color.red.frame(width: -10, height: .nan)) }
    }

    @Test func absurdSizesHitThePixelCap() {
        #expect(throws: RenderError.tooLarge(width: 1_000_000, height: 1_000_000, maxPixels: 100_000_000)) {
            try ViewRenderer().image(Color.red.frame(width: 1_000_000, height: 1_000_000))
        }
        var options = RenderOptions(scale: 2)
        options.maxPixelCount = 100
        #expect(throws: RenderError.self) { try ViewRenderer(options: options).image(view) }
    }

    @Test @MainActor func imageRendererReturnsNilInsteadOfCrashing() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 0, height: 0))
        #expect(renderer.cgImage == nil)
        #expect(renderer.uiImage == nil)
        let scaled = ImageRenderer(content: view)
        scaled.scale = .nan
        #expect(scaled.cgImage == nil)
        scaled.scale = 0
        #expect(scaled.uiImage == nil)
        var called = false
        ImageRenderer(content: EmptyView()).render { size, draw in called = true; #expect(size == .zero) }
        #expect(called)
    }

    @Test func unwritablePathsFailWithoutPartialFiles() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/card.png")
        #expect(throws: RenderError.self) { try ViewRenderer().writePNG(view, to: missing) }
        #expect(throws: RenderError.self) {
            try ViewRenderer().writePDF(view, to: missing.deletingPathExtension().appendingPathExtension("pdf"))
        }
        #expect(CGDataConsumer(url: missing as CFURL) == nil)

        // A failed render into an existing folder leaves nothing behind, not even a temp file.
        let folder = try temporaryFolder()
        #expect(throws: RenderError.self) {
            try ViewRenderer().writePNG(EmptyView(), to: folder.appendingPathComponent("x.png"))
        }
        #expect(throws: RenderError.self) {
            try ViewRenderer().writePDF(EmptyView(), to: folder.appendingPathComponent("x.pdf"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        // Writing onto a path that is a folder fails and keeps the folder intact.
        let target = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        #expect(throws: RenderError.self) { try ViewRenderer().writePNG(view, to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
    }

    @Test func atomicWriteReplacesAnExistingFileWhole() throws {
        let url = try temporaryFolder().appendingPathComponent("a.png")
        try ViewRenderer().writePNG(Color.red.frame(width: 4, height: 4), to: url)
        try ViewRenderer().writePNG(Color.blue.frame(width: 8, height: 8), to: url)
        let image = try #require(ImageLoader.shared.decode(url.path))
        #expect(image.width == 8)
    }
}

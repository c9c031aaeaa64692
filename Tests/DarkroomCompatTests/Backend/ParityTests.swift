import Darkroom
import Foundation
import Testing
@testable import DarkroomCompat

/// The same view through the libgd window surface (`snapshot(size:scale:)`)
/// and through cairo (`ImageRenderer` with the same canvas) must agree.
///
/// Tolerance: identical layout frames; over the image, `ImageTolerance.otherRasterizer`
/// (anti-aliased edges, glyphs rasterised by FreeType through libgd vs cairo).
@MainActor
@Suite struct ParityTests {
    func check<V: View>(_ name: String, _ view: V, size: CGSize, scale: CGFloat = 2) throws {
        let legacy = view.snapshot(size: size, scale: scale)
        let renderer = ImageRenderer(content: view, size: size, scale: scale)
        let modern = try #require(renderer.uiImage)
        #expect(legacy.size == size)
        #expect(modern.size == size)
        let l = try #require(legacy.cgImage), m = try #require(modern.cgImage)
        if let dir = ProcessInfo.processInfo.environment["DARKROOM_PARITY_DUMP"] {
            try? legacy.pngData()?.write(to: URL(fileURLWithPath: "\(dir)/\(name)-libgd.png"))
            try? modern.pngData()?.write(to: URL(fileURLWithPath: "\(dir)/\(name)-cairo.png"))
        }
        let d = try #require(ImageDifference(l, m))
        print("parity \(name): \(d)")
        #expect(d.isWithin(.otherRasterizer), "\(name): \(d)")
    }

    @Test func text() throws { try check("text", Gallery.text, size: CGSize(width: 300, height: 90)) }
    @Test func shapes() throws { try check("shapes", Gallery.shapes, size: CGSize(width: 160, height: 120)) }
    @Test func images() throws { try check("images", Gallery.images, size: CGSize(width: 120, height: 60)) }
    @Test func transparency() throws { try check("transparency", Gallery.transparency, size: CGSize(width: 140, height: 100)) }
    @Test func clipAndShadow() throws { try check("clipAndShadow", Gallery.clipAndShadow, size: CGSize(width: 180, height: 90)) }
    @Test func effects() throws { try check("effects", Gallery.effects, size: CGSize(width: 380, height: 80)) }
    @Test func transforms() throws { try check("transforms", Gallery.transforms, size: CGSize(width: 220, height: 80)) }
    @Test func card() throws { try check("card", Gallery.card, size: CGSize(width: 360, height: 200)) }
    @Test func cardAtScaleOne() throws { try check("card1x", Gallery.card, size: CGSize(width: 360, height: 200), scale: 1) }

    /// Layout is shared: the hosting controller places the content exactly where
    /// the backported renderer's pipeline does, centred in the window.
    @Test func layoutFramesMatch() throws {
        let size = CGSize(width: 300, height: 90)
        let hosting = UIHostingController(rootView: Gallery.text)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        hosting.view.frame = window.frame
        window.addSubview(hosting.view)
        let legacy = try hosting.layout()
        var options = RenderOptions(scale: 2)
        options.canvasSize = size
        let modern = try ViewRenderer(options: options).layout(Gallery.text)
        let l = try #require(legacy["card"]), m = try #require(modern["card"])
        #expect(l.frame == m.frame)
        #expect(abs(l.frame.midX - 150) < 1e-9 && abs(l.frame.midY - 45) < 1e-9)
        #expect(legacy.all(named: "Text").map(\.frame) == modern.all(named: "Text").map(\.frame))
    }
}

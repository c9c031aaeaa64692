import Foundation
import Testing
@testable import DarkroomCompat
import DarkroomComparison

/// The same view through the libgd window surface and through the modern
/// renderer must give the same pixels: both are drawn by Darkroom's cairo
/// replayer, the legacy image then stored in libgd (7-bit alpha).
///
/// Tolerance (docs/legacy.md): where the modern pixel is opaque the legacy
/// pixel is identical; elsewhere alpha is within 1 and premultiplied colour
/// within 2 (the 7-bit alpha of libgd, see `GDPixels`). Three legacy recipes are
/// checked against `ImageRenderer(content:size:scale:)`: `snapshot(size:scale:)`,
/// the window's own surface, and a hand-written `UIWindow` + `UIHostingController`
/// + `layer.render(in:)` into a `UIGraphicsBeginImageContextWithOptions` context.
@MainActor
@Suite struct ParityTests {
    /// The legacy image against the modern one: exact where the modern pixel is opaque, within libgd's
    /// 7-bit alpha elsewhere.
    static func compare(legacy a: CGImage, modern b: CGImage) -> ChannelBoundsDifference? {
        ChannelBoundsDifference(a, b, opaque: .exact, translucent: .sevenBitAlpha)
    }

    /// The hand-written pre-iOS 16 recipe, step by step.
    static func windowRecipe<V: View>(_ view: V, size: CGSize, scale: CGFloat) -> (UIImage?, UIImage?) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let screen = UIScreen()
        screen.scale = scale
        window.screen = screen
        let hosting = UIHostingController(rootView: view)
        hosting.view.frame = CGRect(origin: .zero, size: size)
        window.rootViewController = hosting
        window.makeKeyAndVisible()
        UIGraphicsBeginImageContextWithOptions(size, false, scale)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return (nil, window.image) }
        window.layer.render(in: context)
        return (UIGraphicsGetImageFromCurrentImageContext(), window.image)
    }

    func check<V: View>(_ name: String, _ view: V, size: CGSize, scale: CGFloat = 2) throws {
        let renderer = ImageRenderer(content: view, size: size, scale: scale)
        let modern = try #require(renderer.uiImage)
        #expect(modern.size == size)
        let m = try #require(modern.cgImage)
        let (recipe, surface) = Self.windowRecipe(view, size: size, scale: scale)
        let legacy: [(String, UIImage?)] = [("snapshot", view.snapshot(size: size, scale: scale)),
                                            ("recipe", recipe), ("surface", surface)]
        for (path, image) in legacy {
            let image = try #require(image, "\(name) \(path)")
            #expect(image.size == size, "\(name) \(path)")
            let l = try #require(image.cgImage)
            if let dir = ProcessInfo.processInfo.environment["DARKROOM_PARITY_DUMP"] {
                try? image.pngData()?.write(to: URL(fileURLWithPath: "\(dir)/\(name)-\(path).png"))
                try? modern.pngData()?.write(to: URL(fileURLWithPath: "\(dir)/\(name)-modern.png"))
            }
            let d = try #require(Self.compare(legacy: l, modern: m))
            #expect(d.isWithinBounds, "\(name) through \(path): \(d)")
        }
    }

    @Test func text() throws { try check("text", Gallery.text, size: CGSize(width: 300, height: 90)) }
    @Test func shapes() throws { try check("shapes", Gallery.shapes, size: CGSize(width: 160, height: 120)) }
    @Test func images() throws { try check("images", Gallery.images, size: CGSize(width: 120, height: 60)) }
    @Test func transparency() throws {
        try check("transparency", Gallery.transparency, size: CGSize(width: 140, height: 100))
    }
    @Test func clipAndShadow() throws {
        try check("clipAndShadow", Gallery.clipAndShadow, size: CGSize(width: 180, height: 90))
    }
    @Test func effects() throws { try check("effects", Gallery.effects, size: CGSize(width: 380, height: 80)) }
    @Test func transforms() throws { try check("transforms", Gallery.transforms, size: CGSize(width: 220, height: 80)) }
    @Test func card() throws { try check("card", Gallery.card, size: CGSize(width: 360, height: 200)) }
    @Test func cardAtScaleOne() throws {
        try check("card1x", Gallery.card, size: CGSize(width: 360, height: 200), scale: 1)
    }
    @Test func translucentGradients() throws {
        try check("translucentGradients", Gallery.translucentGradients, size: CGSize(width: 200, height: 140))
    }
    @Test func scripts() throws { try check("scripts", Gallery.scripts, size: CGSize(width: 320, height: 150)) }

    /// Red → clear over white at its midpoint, the same both ways: unpremultiplied
    /// stop interpolation (cairo's, as Core Graphics') makes it red's channels
    /// halved at 50 % alpha, so iOS's system red (255, 59, 48) gives
    /// 127.5 + c ⁄ 4 = (191, 142, 140) over white.
    @Test func translucentGradientMidpointOverWhite() throws {
        let view = ZStack {
            Color.white
            LinearGradient(colors: [.red, .clear], startPoint: .leading, endPoint: .trailing)
        }
        let size = CGSize(width: 101, height: 10)
        let legacy = try #require(view.snapshot(size: size, scale: 1).cgImage?.rgba8(x: 50, y: 5))
        let modern = try #require(ImageRenderer(content: view, size: size, scale: 1).cgImage?.rgba8(x: 50, y: 5))
        #expect(legacy == modern)
        let (r, g, b) = (Int(legacy.r), Int(legacy.g), Int(legacy.b))
        #expect(abs(r - 191) <= 2 && abs(g - 142) <= 2 && abs(b - 140) <= 2, "\(legacy)")
    }

    /// The comparison fails on a single changed opaque pixel.
    @Test func comparisonSeesOnePixel() throws {
        let renderer = ImageRenderer(content: Gallery.card, size: CGSize(width: 40, height: 30), scale: 1)
        let image = try #require(renderer.cgImage)
        var bytes = image.data
        bytes[4 * 41] ^= 1
        let changed = try #require(CGImage(width: image.width, height: image.height, bytesPerRow: image.bytesPerRow,
                                            premultipliedBGRA: bytes))
        #expect(Self.compare(legacy: image, modern: image)?.isWithinBounds == true)
        #expect(Self.compare(legacy: changed, modern: image)?.opaqueMismatches == 1)
    }

    /// Layout is shared: the hosting controller places the content exactly where
    /// the backported renderer's pipeline does, centred in the window on whole pixels.
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
        #expect(abs(l.frame.midX - 150) <= 0.25 && abs(l.frame.midY - 45) <= 0.25, "\(l.frame)")
        #expect((l.frame.minX * 2).rounded() == l.frame.minX * 2 && (l.frame.minY * 2).rounded() == l.frame.minY * 2)
        #expect(legacy.all(named: "Text").map(\.frame) == modern.all(named: "Text").map(\.frame))
    }
}

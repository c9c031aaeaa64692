import Foundation
import Testing
import DarkroomCompat
import DarkroomComparison

/// The code base's own `snapshot(origin:size:)` compiles and works beside
/// Darkroom's `snapshot(size:scale:)`: each call resolves to one of them.
@Suite(.serialized) struct LegacyCallSiteTests {
    var badge: some View {
        Text("Legacy").font(.headline).foregroundColor(.white)
            .padding(8)
            .background(Color.blue)
    }

    @Test func ownExtensionRendersAtScreenScale() throws {
        let image = badge.snapshot(size: CGSize(width: 150, height: 50))
        let cg = try #require(image.cgImage)
        #expect(image.size == CGSize(width: 150, height: 50))
        #expect(image.scale == UIScreen.main.scale)
        #expect(cg.width == Int(150 * UIScreen.main.scale))
        // The badge is centred in the window; the corners stay transparent.
        let centre = try #require(cg.rgba8(x: cg.width / 2, y: cg.height / 2 + 10))
        #expect(centre.a == 255 && centre.b > 200 && centre.r < 40)
        #expect(cg.rgba8(x: 1, y: 1)?.a == 0)
    }

    @Test func ownExtensionWithOriginMatchesDarkroomsSnapshot() throws {
        let size = CGSize(width: 150, height: 50)
        let theirs = badge.snapshot(origin: CGPoint(x: 40, y: 20), size: size)
        let ours = badge.snapshot(size: size, scale: UIScreen.main.scale)
        let a = try #require(theirs.cgImage), b = try #require(ours.cgImage)
        // The same recipe on the same surface gives the same pixels.
        #expect(ExactMatch.matches(a, b), "\(a.width)x\(a.height) against \(b.width)x\(b.height)")
    }
}

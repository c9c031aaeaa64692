import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// Drawing a large bitmap in bands on several cores must give the pixels of one
/// pass: coverage, gradients and image samples come from geometry alone, and
/// effect layers share one grid across band edges.
@Suite("Parallel raster bands")
struct RasterBandsTests {
    /// Renders at a scale large enough (≥ 1 M pixels) for the bands to engage.
    func render<V: View>(_ view: V, size: CGSize, bands: Bool, opaque: Bool = false) throws -> CGImage {
        var options = RenderOptions(proposedSize: ProposedViewSize(size), scale: 10, isOpaque: opaque)
        options.rendersBandsInParallel = bands
        return try ViewRenderer(options: options).image(view)
    }

    func difference(_ a: CGImage, _ b: CGImage) throws -> ImageDifference {
        try #require(ImageDifference(a, b))
    }

    @Test(arguments: DrawingGallery.entries.map(\.name))
    func galleryEntryMatchesOnePass(_ name: String) throws {
        let entry = try #require(DrawingGallery.entries.first { $0.name == name })
        let one = try render(entry.view, size: entry.size, bands: false)
        let banded = try render(entry.view, size: entry.size, bands: true)
        #expect(one.width * one.height >= 1_000_000)
        #expect(one.width == banded.width && one.height == banded.height)
        let d = try difference(one, banded)
        // Resampled images may round a level apart (pixman's filter phase).
        #expect(d.isWithin(.rounding), "\(name): \(d)")
    }

    /// A share card: gradient, a shadowed card crossing the band edge, a clipped
    /// photo, wrapped text.
    @Test func shareCardMatchesOnePass() throws {
        let card = ZStack(alignment: .topLeading) {
            LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
            RoundedRectangle(cornerRadius: 16).fill(Color.white)
                .shadow(color: .black.opacity(0.25), radius: 12, x: 0, y: 6)
                .frame(width: 260, height: 120).padding(.leading, 30).padding(.top, 40)
            Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 30))
                .frame(width: 60, height: 60).clipShape(Circle()).padding(.leading, 50).padding(.top, 70)
            Text("Parallel bands draw the same pixels as one pass")
                .font(.system(size: 18, weight: .bold)).frame(width: 150, alignment: .leading)
                .padding(.leading, 125).padding(.top, 60)
        }
        .frame(width: 320, height: 200)
        for opaque in [false, true] {
            let one = try render(card, size: CGSize(width: 320, height: 200), bands: false, opaque: opaque)
            let banded = try render(card, size: CGSize(width: 320, height: 200), bands: true, opaque: opaque)
            let d = try difference(one, banded)
            #expect(d.isWithin(.rounding), "opaque \(opaque): \(d)")
        }
        let one = try render(card, size: CGSize(width: 320, height: 200), bands: false)
        // Sanity: the shadow and the card are there (not both blank).
        #expect(one.pixel(x: 10 * 160, y: 10 * 100)?.red ?? 0 > 0.95)
    }
}

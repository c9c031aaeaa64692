import CGD
import Foundation
import Testing
@testable import Darkroom
@testable import DarkroomCompat

/// Shapes are blended row by row as the scan converter produces them, and
/// natural-size images are blended straight into the canvas rows instead of
/// through `gdImageCopy`; both must give the words the slower way gives.
@Suite struct RowStreamingTests {
    /// A canvas with a translucent, varying backdrop (so blending is not trivial).
    func backdrop(_ w: Int, _ h: Int) throws -> GDCanvas {
        let c = try #require(GDCanvas(rect: PixelRect(x0: 0, y0: 0, x1: w, y1: h)))
        var seed: UInt32 = 12345
        for y in 0..<h {
            let row = darkroom_gd_row(c.image, Int32(y))!
            for x in 0..<w {
                seed = seed &* 1_103_515_245 &+ 12345
                let a = Int32((seed >> 8) % 128), rgb = Int32(bitPattern: (seed >> 4) & 0xFF_FFFF)
                row[x] = (y % 7 == 0) ? GDColor.transparent : ((x + y) % 5 == 0 ? rgb : (a << 24) | rgb)
            }
        }
        return c
    }

    func words(_ c: GDCanvas) -> [Int32] {
        (0..<c.height).flatMap { y in Array(UnsafeBufferPointer(start: darkroom_gd_row(c.image, Int32(y)), count: c.width)) }
    }

    /// How many pixels differ between two canvases of one size.
    func differing(_ a: GDCanvas, _ b: GDCanvas) -> Int {
        zip(words(a), words(b)).filter { $0 != $1 }.count
    }

    @Test func streamedFillsMatchTheCoverageArray() throws {
        let w = 160, h = 120
        let shapes: [(Path, Bool)] = [
            (Path(roundedRect: CGRect(x: 10.3, y: 8.6, width: 130.2, height: 90.7), cornerRadius: 22), false),
            (Path(ellipseIn: CGRect(x: 30.5, y: 20.25, width: 71, height: 83)), false),
            (Path { p in
                p.move(to: CGPoint(x: 80, y: 2)); p.addLine(to: CGPoint(x: 120, y: 115))
                p.addLine(to: CGPoint(x: 5, y: 40)); p.addLine(to: CGPoint(x: 155, y: 40))
                p.addLine(to: CGPoint(x: 40, y: 115)); p.closeSubpath()
            }, true),
        ]
        let paints: [Paint] = [
            .color(RGBA(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.55)),
            .color(RGBA(red: 0.1, green: 0.6, blue: 0.9, alpha: 1)),
            .linearGradient(stops: [GradientStop(color: RGBA(red: 1, green: 0, blue: 0, alpha: 1), location: 0),
                             GradientStop(color: RGBA(red: 0, green: 0, blue: 1, alpha: 1), location: 1)],
                            start: CGPoint(x: 0, y: 0), end: CGPoint(x: 160, y: 30)),
        ]
        // A clip cutting the shapes' tops and sides, so rows start inside them.
        let clip = PixelRect(x0: 7, y0: 25, x1: 150, y1: 110)
        for (path, evenOdd) in shapes {
            for paint in paints {
                let streamed = try backdrop(w, h), reference = try backdrop(w, h)
                let state = GDReplayer.State(ctm: .identity, clip: clip, mask: nil)
                GDReplayer(canvas: streamed).draw([.fill(path, paint, FillStyle(eoFill: evenOdd))], state)
                let contours = PathFlattener.flatten(path, .identity).map(\.points)
                let cov = try #require(Rasterizer.coverage(of: contours, evenOdd: evenOdd, within: clip))
                GDReplayer(canvas: reference).fill(cov, with: paint, state)
                #expect(differing(streamed, reference) == 0, "\(paint), even-odd \(evenOdd)")
                #expect(streamed.dirty == reference.dirty)
            }
        }
    }

    @Test func naturalSizeImagesMatchGdImageCopy() throws {
        let src = try backdrop(40, 30)
        let image = try #require(GDPixels.makeCGImage(src.image))
        let clip = PixelRect(x0: 12, y0: 9, x1: 60, y1: 30)
        let drawn = try backdrop(64, 48), reference = try backdrop(64, 48)
        let replayer = GDReplayer(canvas: drawn)
        replayer.draw([.image(image, CGRect(x: 10, y: 5, width: 40, height: 30), .medium)],
                      GDReplayer.State(ctm: .identity, clip: clip, mask: nil))
        // The reference: libgd's copy of the same converted image, inside the same clip.
        let converted = try #require(replayer.images.canvas(for: image))
        gdImageSetClip(reference.image, 12, 9, 59, 29)
        gdImageCopy(reference.image, converted.image, 10, 5, 0, 0, 40, 30)
        #expect(differing(drawn, reference) == 0)
        #expect(differing(drawn, try backdrop(64, 48)) > 500, "the image was drawn")
    }
}

import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// `drawingGroup()` flattens its content into an off-screen bitmap at the render scale, as SwiftUI's does:
/// effects outside it apply to the flattened picture, and PDF/SVG output embeds it as one raster image.
@Suite struct DrawingGroupTests {
    /// Two overlapping opaque squares, red under blue.
    static var squares: some View {
        ZStack(alignment: .topLeading) {
            Color.red.frame(width: 30, height: 30)
            Color.blue.frame(width: 30, height: 30).offset(x: 20, y: 20)
        }
        .frame(width: 50, height: 50, alignment: .topLeading)
    }

    static func pdf<V: View>(_ view: V, scale: CGFloat) throws -> String {
        let options = RenderOptions(proposedSize: ProposedViewSize(width: 50, height: 50), scale: scale)
        return String(decoding: try ViewRenderer(options: options).pdfData(view), as: UTF8.self)
    }

    /// Widths of the raster images a PDF embeds.
    static func imageWidths(_ pdf: String) -> [Int] {
        let pattern = #/\/Subtype\s*\/Image[^>]*?\/Width\s+(\d+)/#
        return pdf.matches(of: pattern).compactMap { Int($0.output.1) }
    }

    /// Opacity after a drawing group fades the flattened picture: where the squares overlap only blue shows,
    /// exactly as where blue is alone, while without the group each leaf fades on its own and red shows through.
    @Test func opacityFadesTheFlattenedPicture() throws {
        let grouped = try render(Self.squares.drawingGroup().opacity(0.5), scale: 2)
        let leaves = try render(Self.squares.opacity(0.5), scale: 2)
        let overlap = (x: 2 * 25, y: 2 * 25)
        let blueAlone = (x: 2 * 45, y: 2 * 45)
        let g = try #require(grouped.pixel(x: overlap.x, y: overlap.y))
        let gBlue = try #require(grouped.pixel(x: blueAlone.x, y: blueAlone.y))
        let l = try #require(leaves.pixel(x: overlap.x, y: overlap.y))
        #expect(
            close(g, gBlue, tolerance: 0.01) && abs(g.alpha - 0.5) < 0.01, "grouped overlap \(g), blue alone \(gBlue)")
        #expect(l.red > 0.2 && l.alpha > 0.7, "leaf-by-leaf overlap \(l)")
    }

    /// In a bitmap the flattened group has exactly the pixels of a compositing group.
    @Test func bitmapMatchesACompositingGroup() throws {
        let content = ZStack { Circle().fill(Color.red); Text("Group").font(.title) }.frame(width: 80, height: 60)
        let drawn = try render(content.drawingGroup().opacity(0.7), scale: 2)
        let composited = try render(content.compositingGroup().opacity(0.7), scale: 2)
        #expect(ExactMatch.matches(drawn, composited),
                "\(ImageDifference(drawn, composited).map { "\($0)" } ?? "sizes differ")")
    }

    /// In a PDF the group is one image of (points × scale) pixels, and its text is no longer text.
    @Test func pdfEmbedsOneImageAtTheRenderScale() throws {
        let content = ZStack { Circle().fill(Color.orange); Text("Flat") }.frame(width: 50, height: 50)
        let vector = try Self.pdf(content, scale: 2)
        #expect(Self.imageWidths(vector).isEmpty, "no raster image without drawingGroup")
        #expect(vector.contains("/FontFile"), "the text is embedded as a font")
        for scale in [2.0, 3.0] {
            let flat = try Self.pdf(content.drawingGroup(), scale: scale)
            let widths = Self.imageWidths(flat)
            // One bitmap (cairo adds its alpha as a soft-mask image of the same size) covering the 50-point
            // group plus the layer's few points of margin, at `scale` pixels per point.
            #expect(!widths.isEmpty && Set(widths).count == 1, "scale \(scale): image widths \(widths)")
            #expect(widths.allSatisfy { $0 >= Int(50 * scale) && $0 <= Int(56 * scale) },
                    "scale \(scale): image widths \(widths)")
            #expect(!flat.contains("/FontFile"), "the text was flattened into the bitmap")
        }
    }

    /// In SVG the group is one embedded PNG image.
    @Test func svgEmbedsAnImage() throws {
        let options = RenderOptions(proposedSize: ProposedViewSize(width: 50, height: 50), scale: 2)
        let content = Circle().fill(Color.green).frame(width: 50, height: 50)
        let vector = String(decoding: try ViewRenderer(options: options).svgData(content), as: UTF8.self)
        let flat = String(decoding: try ViewRenderer(options: options).svgData(content.drawingGroup()), as: UTF8.self)
        #expect(!vector.contains("data:image/png"))
        #expect(flat.contains("data:image/png"))
    }
}

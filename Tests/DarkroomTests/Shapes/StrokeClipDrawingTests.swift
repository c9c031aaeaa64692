import Darkroom
import Foundation
import Testing

/// Stroke styles, stroke borders and clips, checked at pixels whose coverage
/// follows from the geometry (worked out in the comments).
@Suite struct StrokeClipDrawingTests {
    let black = Color(red: 0, green: 0, blue: 0)

    func line(_ style: StrokeStyle) throws -> CGImage {
        let path = Path { p in p.move(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: 90, y: 10)) }
        return try render(path.stroke(black, style: style).frame(width: 100, height: 20))
    }

    @Test func lineWidthCoversHalfOnEachSide() throws {
        // Width 6 around y = 10: rows 7…12 are inside.
        let image = try line(StrokeStyle(lineWidth: 6))
        expectColor(image, 50, 7, Swatch.black)
        expectColor(image, 50, 12, Swatch.black)
        expectColor(image, 50, 5, Swatch.clear)
        expectColor(image, 50, 14, Swatch.clear)
    }

    @Test func lineCaps() throws {
        // Butt ends at x = 10; square extends 3 (half the width) as a square; round as a half disc.
        let butt = try line(StrokeStyle(lineWidth: 6, lineCap: .butt))
        let square = try line(StrokeStyle(lineWidth: 6, lineCap: .square))
        let round = try line(StrokeStyle(lineWidth: 6, lineCap: .round))
        expectColor(butt, 8, 10, Swatch.clear)
        expectColor(square, 8, 10, Swatch.black)
        expectColor(round, 8, 10, Swatch.black)
        // Pixel (7, 7): centre (7.5, 7.5) is inside the square cap, 3.54 from the round cap's centre (radius 3).
        expectColor(square, 7, 7, Swatch.black)
        #expect((round.pixel(x: 7, y: 7)?.alpha ?? 1) < 0.3)
    }

    func chevron(_ style: StrokeStyle) throws -> CGImage {
        let path = Path { p in
            p.move(to: CGPoint(x: 10, y: 40)); p.addLine(to: CGPoint(x: 50, y: 10));
            p.addLine(to: CGPoint(x: 90, y: 40))
        }
        return try render(path.stroke(black, style: style).frame(width: 100, height: 50))
    }

    @Test func lineJoins() throws {
        // Width 10, apex (50, 10), interior angle 106.26°: the miter tip reaches
        // 5 / sin(53.13°) = 6.25 above the apex (y 3.75); a round join reaches y 5;
        // a bevel cuts between the segments' outer corners (47, 6) and (53, 6).
        let miter = try chevron(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        let round = try chevron(StrokeStyle(lineWidth: 10, lineJoin: .round))
        let bevel = try chevron(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        expectColor(miter, 50, 5, Swatch.black)
        // Row 4…5 is in the narrowing tip: mostly covered.
        #expect((miter.pixel(x: 50, y: 4)?.alpha ?? 0) > 0.6)
        expectColor(round, 50, 4, Swatch.clear, tolerance: 0.3)
        expectColor(round, 50, 5, Swatch.black, tolerance: 0.3)
        expectColor(bevel, 50, 5, Swatch.clear, tolerance: 0.3)
        // A miter limit below the ratio 1.25 turns the miter into a bevel.
        let limited = try chevron(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.2))
        expectColor(limited, 50, 4, Swatch.clear)
    }

    @Test func dashesAndPhase() throws {
        // Dash 10 on, 10 off from x = 10; a phase of 5 starts 5 into the pattern.
        let dashed = try line(StrokeStyle(lineWidth: 4, dash: [10, 10]))
        expectColor(dashed, 15, 10, Swatch.black)
        expectColor(dashed, 25, 10, Swatch.clear)
        expectColor(dashed, 35, 10, Swatch.black)
        let shifted = try line(StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 5))
        expectColor(shifted, 12, 10, Swatch.black)
        expectColor(shifted, 17, 10, Swatch.clear)
        expectColor(shifted, 27, 10, Swatch.black)
    }

    @Test func strokeBorderStaysInside() throws {
        // strokeBorder(4) covers 0…4 inside the edge; stroke(4) covers -2…2 around it.
        let border = try render(Rectangle().strokeBorder(black, lineWidth: 4).frame(width: 20, height: 20))
        let stroke = try render(Rectangle().stroke(black, lineWidth: 4).frame(width: 20, height: 20))
        expectColor(border, 0, 10, Swatch.black)
        expectColor(border, 3, 10, Swatch.black)
        expectColor(border, 5, 10, Swatch.clear)
        expectColor(stroke, 1, 10, Swatch.black)
        expectColor(stroke, 3, 10, Swatch.clear)
    }

    @Test func customShapesDrawInTheirOwnCoordinates() throws {
        // A Path drawn from (0, 0) lands at its frame's origin, not the canvas's.
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = try render(HStack(spacing: 0) {
            Color.clear.frame(width: 20, height: 10)
            square.fill(Color.red).frame(width: 10, height: 10)
        })
        expectColor(image, 25, 5, RGBA(hex: 0xFF3B30))
        expectColor(image, 5, 5, Swatch.clear)
    }

    var ring: Path {
        Path { p in
            p.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            p.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        }
    }

    @Test func evenOddClipCutsTheHole() throws {
        let eo = try render(Color.red.clipShape(ring, style: FillStyle(eoFill: true)).frame(width: 100, height: 100))
        let winding = try render(Color.red.clipShape(ring).frame(width: 100, height: 100))
        expectColor(eo, 50, 50, Swatch.clear)
        expectColor(eo, 12, 50, RGBA(hex: 0xFF3B30))
        expectColor(eo, 2, 2, Swatch.clear)
        // Both ellipses run the same way: non-zero winding fills the hole.
        expectColor(winding, 50, 50, RGBA(hex: 0xFF3B30))
    }

    @Test func clippedAndCornerRadius() throws {
        // A 100-wide colour in a 40-wide frame overflows it (30…70 of the 100-wide stack) unless clipped.
        let overflow = try render(
            Color.red.frame(width: 100, height: 20).frame(width: 40, height: 20).frame(width: 100, height: 20))
        let clipped = try render(
            Color.red.frame(width: 100, height: 20).frame(width: 40, height: 20).clipped().frame(width: 100, height: 20)
        )
        expectColor(overflow, 10, 10, RGBA(hex: 0xFF3B30))
        expectColor(clipped, 10, 10, Swatch.clear)
        expectColor(clipped, 50, 10, RGBA(hex: 0xFF3B30))
        let rounded = try render(Color.red.frame(width: 100, height: 100).cornerRadius(20))
        expectColor(rounded, 1, 1, Swatch.clear)
        expectColor(rounded, 50, 50, RGBA(hex: 0xFF3B30))
        expectColor(rounded, 25, 0, RGBA(hex: 0xFF3B30))
        // Inside the corner square but outside the arc: (3, 3) is 24 from the arc centre (20, 20).
        expectColor(rounded, 3, 3, Swatch.clear)
    }

    @Test func borderIsDrawnInside() throws {
        let image = try render(Color.white.frame(width: 20, height: 20).border(Color.red, width: 3))
        expectColor(image, 1, 10, RGBA(hex: 0xFF3B30))
        expectColor(image, 2, 10, RGBA(hex: 0xFF3B30))
        expectColor(image, 4, 10, Swatch.white)
        #expect(image.width == 20)
    }
}

import Darkroom
import Foundation
import Testing

/// Boolean operations on paths draw the area the operation leaves: two overlapping squares (60 × 60 at x 0…60
/// and x 40…100, both at y 20…80) overlap in a 20 × 60 band, so their union covers 6,000 square points, their
/// intersection 1,200, the difference 2,400 and the symmetric difference 4,800.
@Suite struct PathBooleanOperationsTests {
    let left = Path(CGRect(x: 0, y: 20, width: 60, height: 60))
    let right = Path(CGRect(x: 40, y: 20, width: 60, height: 60))

    /// The covered area of `path` filled black in a 100 × 100 image: the sum of its pixels' coverage.
    func area(_ path: Path, eoFill: Bool = false) throws -> Double {
        let image = try render(path.fill(Color.black, style: FillStyle(eoFill: eoFill)).frame(width: 100, height: 100))
        var total = 0.0
        for y in 0..<100 {
            for x in 0..<100 { total += image.pixel(x: x, y: y)?.alpha ?? 0 }
        }
        return total
    }

    @Test func unionIntersectionDifferences() throws {
        #expect(abs(try area(left.union(right)) - 6000) < 1)
        #expect(abs(try area(left.intersection(right)) - 1200) < 1)
        #expect(abs(try area(left.subtracting(right)) - 2400) < 1)
        #expect(abs(try area(right.subtracting(left)) - 2400) < 1)
        #expect(abs(try area(left.symmetricDifference(right)) - 4800) < 1)
    }

    @Test func theUnionIsOneOutlineWithoutTheInnerEdges() throws {
        // Stroked, the union shows only its outer outline: nothing at x = 40 or x = 60 inside the overlap.
        let image = try render(left.union(right).stroke(Color.black, lineWidth: 2).frame(width: 100, height: 100))
        expectColor(image, 40, 50, Swatch.clear)
        expectColor(image, 60, 50, Swatch.clear)
        expectColor(image, 50, 20, Swatch.black, tolerance: 0.1)
        expectColor(image, 0, 50, Swatch.black, tolerance: 0.1)
    }

    @Test func curvesAreFlattenedCloselyEnough() throws {
        // A ring: a disc of radius 40 less one of radius 20, both centred at (50, 50): π (40² − 20²) ≈ 3,769.9.
        let outer = Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
        let inner = Path(ellipseIn: CGRect(x: 30, y: 30, width: 40, height: 40))
        let ring = outer.subtracting(inner)
        #expect(abs(try area(ring) - Double.pi * (1600 - 400)) < 4)
        let image = try render(ring.fill(Color.black).frame(width: 100, height: 100))
        expectColor(image, 50, 50, Swatch.clear)
        expectColor(image, 50, 15, Swatch.black)
    }

    @Test func fillRulesDecideWhatIsInside() throws {
        // Two nested squares drawn the same way round: the non-zero rule fills the inner one, even-odd leaves a
        // hole; normalizing keeps that region in a path that fills the same under either rule.
        var nested = Path(CGRect(x: 10, y: 10, width: 80, height: 80))
        nested.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        #expect(abs(try area(nested.normalized(eoFill: false)) - 6400) < 1)
        #expect(abs(try area(nested.normalized(eoFill: true)) - 4800) < 1)
        #expect(abs(try area(nested.normalized(eoFill: true), eoFill: true) - 4800) < 1)
    }

    @Test func linesInsideAndOutsideARegion() throws {
        // A line across the image at y = 50, clipped to the left square (x 0…60).
        let line = Path { path in
            path.move(to: CGPoint(x: 0, y: 50))
            path.addLine(to: CGPoint(x: 100, y: 50))
        }
        let inside = try render(line.lineIntersection(left).stroke(Color.black, lineWidth: 4)
            .frame(width: 100, height: 100))
        let outside = try render(line.lineSubtraction(left).stroke(Color.black, lineWidth: 4)
            .frame(width: 100, height: 100))
        expectColor(inside, 30, 50, Swatch.black)
        expectColor(inside, 80, 50, Swatch.clear)
        expectColor(outside, 30, 50, Swatch.clear)
        expectColor(outside, 80, 50, Swatch.black)
    }

    @Test func shapesCombineInTheirFrame() throws {
        // A circle less a centred rectangle, as shapes: the centre is empty, the rim drawn.
        let shape = Circle().subtracting(Rectangle().inset(by: 40))
        let image = try render(shape.fill(Color.black).frame(width: 100, height: 100))
        expectColor(image, 50, 50, Swatch.clear)
        expectColor(image, 50, 5, Swatch.black)
        expectColor(image, 2, 2, Swatch.clear)
    }
}

import Darkroom
import Foundation
import Testing

@Suite struct PathSpellingsTests {
    @Test func descriptionWritesWhatInitReads() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.closeSubpath()
        #expect(path.description == "0 0 m 10 0 l 15 5 10 10 q h")
        #expect(Path(path.description) == path)
        #expect(Path("0 0 x") == nil && Path("0 m") == nil)
    }

    @Test func containsFollowsTheFillRule() {
        let ring = Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            p.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        #expect(ring.contains(CGPoint(x: 5, y: 5)) && !ring.contains(CGPoint(x: 40, y: 5)))
        #expect(ring.contains(CGPoint(x: 15, y: 15)) && !ring.contains(CGPoint(x: 15, y: 15), eoFill: true))
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).contains(CGPoint(x: 10, y: 10)))
        #expect(!Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).contains(CGPoint(x: 1, y: 1)))
    }

    @Test func shapesAsStaticMembersAreTheShapes() throws {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        func bounds(_ shape: some Shape) -> CGRect { shape.path(in: rect).boundingRect }
        #expect(bounds(.rect) == rect && bounds(.capsule) == rect)
        #expect(bounds(.rect(cornerRadius: 4)) == RoundedRectangle(cornerRadius: 4).path(in: rect).boundingRect)
        let clipped = try layout(Color.red.clipShape(.rect(cornerRadius: 4)).frame(width: 40, height: 20)
            .accessibilityIdentifier("r"))
        #expect(frame(clipped, "r").size == CGSize(width: 40, height: 20))
    }
}

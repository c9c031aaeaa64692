import Darkroom
import Foundation
import Testing

@Suite struct TransformedShapesTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 40)

    @Test func shapeModifiersReturnShapesThatChain() throws {
        // Written as progress rings are written on Apple platforms; each step must still be a Shape.
        let ring = Circle().trim(from: 0, to: 0.7).rotation(.degrees(-90)).stroke(.blue, lineWidth: 4)
        let placed = try layout(ring.frame(width: 50, height: 50).accessibilityIdentifier("ring"))
        #expect(frame(placed, "ring").size == CGSize(width: 50, height: 50))
        let border = Rectangle().rotation(.degrees(45)).strokeBorder(lineWidth: 2)
        _ = try layout(border.frame(width: 20, height: 20))
        _ = try layout(Capsule().offset(x: 3).scale(0.5).transform(.identity).fill(.red).frame(width: 10, height: 5))
    }

    @Test func rotationTurnsTheOutlineAroundItsAnchor() {
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(turned.width - 40) < 1e-6 && abs(turned.height - 100) < 1e-6)
        #expect(abs(turned.midX - 50) < 1e-6 && abs(turned.midY - 20) < 1e-6)
        let corner = Rectangle().rotation(.degrees(180), anchor: .topLeading).path(in: rect).boundingRect
        #expect(abs(corner.minX + 100) < 1e-6 && abs(corner.minY + 40) < 1e-6)
    }

    @Test func offsetAndScaleMoveTheOutlineNotTheFrame() {
        let moved = Rectangle().offset(x: 5, y: -2).path(in: rect).boundingRect
        #expect(moved == CGRect(x: 5, y: -2, width: 100, height: 40))
        let half = Rectangle().scale(0.5).path(in: rect).boundingRect
        #expect(half == CGRect(x: 25, y: 10, width: 50, height: 20))
        let stretched = Rectangle().scale(x: 2, anchor: .leading).path(in: rect).boundingRect
        #expect(stretched == CGRect(x: 0, y: 0, width: 200, height: 40))
    }
}

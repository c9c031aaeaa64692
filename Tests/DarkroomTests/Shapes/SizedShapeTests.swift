@_spi(Engine) import Darkroom
import Foundation
import Testing

@Suite struct SizedShapeTests {
    @Test func sizeMakesThePathInARectOfThatSizeAtTheFrameOrigin() throws {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
        let sized = Rectangle().size(width: 30, height: 5)
        #expect(sized.path(in: rect).boundingRect == CGRect(x: 10, y: 20, width: 30, height: 5))
        let circle = Circle().size(CGSize(width: 8, height: 8))
        #expect(circle.path(in: rect).boundingRect.size == CGSize(width: 8, height: 8))
        // The view is laid out as the unmodified shape would be.
        let placed = try layout(sized.frame(width: 50, height: 50).accessibilityIdentifier("s"))
        #expect(frame(placed, "s").size == CGSize(width: 50, height: 50))
    }

    @Test func aStyleSecondLevelsAreTheStyleAtLowerOpacity() {
        let bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
        func alpha(_ style: some ShapeStyle) -> Double? {
            if case .color(let c) = style._paint(in: EnvironmentValues(), bounds: bounds) { return c.alpha }
            return nil
        }
        #expect(alpha(Color.red.secondary) == 0.6)
        #expect(alpha(Color.red.tertiary) == 0.3)
        #expect(alpha(Color.red.quaternary) == 0.18)
        #expect(alpha(Color.red.blendMode(.multiply)) == 1)
    }
}

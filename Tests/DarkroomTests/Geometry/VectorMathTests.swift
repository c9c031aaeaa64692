import Darkroom
import Foundation
import Testing

@Suite struct VectorMathTests {
    @Test func anglesHaveSwiftUIsArithmetic() {
        let angle = Angle.degrees(360)
        #expect(abs((angle * 1 / 4).degrees - 90) < 1e-9)
        #expect(abs((angle / 8 + .degrees(45)).degrees - 90) < 1e-9)
        #expect(abs((-Angle.degrees(30)).degrees + 30) < 1e-9)
        var turning = Angle.degrees(10)
        turning += .degrees(20)
        turning *= 2
        #expect(abs(turning.degrees - 60) < 1e-9)
        #expect(abs(Angle.degrees(180).magnitude - .pi) < 1e-9)
    }

    @Test func insetsScaleComponentWise() {
        let insets = EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8) / 2
        #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(insets + insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
    }

    @Test func geometryExposesApplesAnimatableData() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData.first == AnimatablePair(1, 2))
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(UnitPoint.center.animatableData == AnimatablePair(0.5, 0.5))
    }
}

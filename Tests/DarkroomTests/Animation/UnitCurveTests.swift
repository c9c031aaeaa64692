import Darkroom
import Foundation
import Testing

/// `UnitCurve` evaluates its curves: the ease curves are CSS's Béziers, the circular ones quarter circles.
@Suite struct UnitCurveTests {
    @Test func valuesOfTheCurves() {
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-9)
        // Ease-in-out is symmetric: halfway in time is halfway in value.
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        // CSS's ease-in at t = 0.5 is 0.3153 (x(t) = 0.5 at t ≈ 0.6757).
        #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.3153) < 1e-3)
        // A quarter circle: 1 − √(1 − 0.6²) = 0.2.
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - 0.2) < 1e-9)
        #expect(UnitCurve.easeOut.value(at: 2) == 1)
    }

    @Test func inverseAndVelocity() {
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseInOut] {
            for x in [0.1, 0.4, 0.8] {
                #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-6)
            }
        }
        #expect(abs(UnitCurve.linear.velocity(at: 0.5) - 1) < 1e-6)
        // Ease-in starts flat and ends steep.
        #expect(UnitCurve.easeIn.velocity(at: 0.05) < UnitCurve.easeIn.velocity(at: 0.95))
    }
}

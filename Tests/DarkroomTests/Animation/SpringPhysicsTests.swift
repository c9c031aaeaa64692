import Darkroom
import Foundation
import Testing

@Suite struct SpringPhysicsTests {
    @Test func parametersFollowFromDurationAndBounce() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        #expect(spring.response == 0.5 && abs(spring.dampingRatio - 0.8) < 1e-12 && spring.mass == 1)
        #expect(abs(spring.stiffness - pow(4 * Double.pi, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * 0.8 / 0.5) < 1e-9)
    }

    @Test func aSpringStartsAtZeroAndSettlesOnItsTarget() {
        for spring in [Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.5), Spring(duration: 0.5, bounce: -0.5)] {
            #expect(spring.value(target: 10.0, time: 0) == 0)
            #expect(abs(spring.value(target: 10.0, time: 5) - 10) < 1e-3)
            #expect(abs(spring.velocity(target: 10.0, initialVelocity: 3, time: 0) - 3) < 1e-9)
            // Stepping with `update` follows the closed form.
            var value = 0.0, velocity = 0.0
            for _ in 0..<10 { spring.update(value: &value, velocity: &velocity, target: 10, deltaTime: 0.01) }
            #expect(abs(value - spring.value(target: 10.0, time: 0.1)) < 1e-9)
        }
        // A bouncy spring overshoots; a critically damped one does not.
        let bouncy = Spring(duration: 0.5, bounce: 0.5)
        #expect((0..<200).map { bouncy.value(target: 1.0, time: Double($0) / 100) }.max()! > 1.05)
        #expect((0..<200).map { Spring(duration: 0.5).value(target: 1.0, time: Double($0) / 100) }.max()! <= 1)
    }

    @Test func settlingDurationGrowsWithBounceAndCanBeAskedFor() {
        #expect(Spring(duration: 0.5, bounce: 0.5).settlingDuration > Spring(duration: 0.5).settlingDuration)
        let spring = Spring(settlingDuration: 2, dampingRatio: 0.7)
        #expect(abs(spring.settlingDuration - 2) < 0.02)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-9)
        #expect(spring.force(target: 1.0, position: 0, velocity: 0) == spring.stiffness)
    }
}

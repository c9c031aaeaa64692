@testable import Darkroom
import Foundation
import Testing

/// Keyframes' values over time, as `KeyframeTimeline` computes them.
@Suite @MainActor struct KeyframeTimelineTests {
    @Test func linearAndMoveKeyframesInOrder() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 10, y: 20), duration: 1)
            MoveKeyframe(CGPoint(x: 100, y: 100))
            LinearKeyframe(CGPoint(x: 0, y: 0), duration: 2)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0) == .zero)
        #expect(timeline.value(time: 0.5) == CGPoint(x: 5, y: 10))
        #expect(timeline.value(time: 1) == CGPoint(x: 100, y: 100))
        #expect(timeline.value(time: 2) == CGPoint(x: 50, y: 50))
        #expect(timeline.value(progress: 1) == .zero)
        #expect(timeline.value(time: 10) == .zero)
    }

    struct Pose { var position = CGPoint.zero; var angle = Angle.zero }

    @Test func tracksAnimateTheirOwnProperty() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.position) { LinearKeyframe(CGPoint(x: 10, y: 0), duration: 2) }
            KeyframeTrack(\Pose.angle) { CubicKeyframe(.degrees(90), duration: 1) }
        }
        #expect(timeline.duration == 2)
        let middle = timeline.value(time: 0.5)
        #expect(middle.position == CGPoint(x: 2.5, y: 0))
        #expect(abs(middle.angle.degrees - 45) < 1e-9, "a cubic keyframe is half way at half time")
        #expect(timeline.value(time: 1).angle == .degrees(90))
    }

    @Test func easedCurvesAndSpringsReachTheirValue() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 10, y: 0), duration: 1, timingCurve: .easeIn)
            SpringKeyframe(CGPoint(x: 20, y: 0), duration: 1)
        }
        #expect(timeline.value(time: 0.5).x < 5, "ease-in is behind linear at half time")
        #expect(timeline.value(time: 1).x == 10)
        #expect(timeline.value(time: 1.5).x > 10 && timeline.value(time: 1.5).x < 20)
        #expect(timeline.value(time: 2).x == 20)
    }
}

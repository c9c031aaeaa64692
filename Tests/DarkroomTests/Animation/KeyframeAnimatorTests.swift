import Darkroom
import Foundation
import Testing

/// A keyframe animator's still frame is its content at the initial value.
@Suite struct KeyframeAnimatorTests {
    struct Values {
        var width: CGFloat = 30
        var height: CGFloat = 10
    }

    @Test func drawsTheInitialValue() throws {
        let view = KeyframeAnimator(initialValue: Values()) { values in
            Color.red.frame(width: values.width, height: values.height).accessibilityIdentifier("box")
        } keyframes: { _ in
            KeyframeTrack(\.width) {
                LinearKeyframe(80, duration: 0.3)
                SpringKeyframe(20, duration: 0.5, spring: .bouncy)
            }
            KeyframeTrack(\.height) {
                CubicKeyframe(50, duration: 0.2)
                MoveKeyframe(5)
            }
        }
        #expect(frame(try layout(view), "box").size == CGSize(width: 30, height: 10))
    }

    @Test func modifierDrawsTheInitialValue() throws {
        let view = Color.red.frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: CGFloat(3), trigger: 0) { content, scale in
                content.frame(width: 10 * scale, height: 10).accessibilityIdentifier("box")
            } keyframes: { _ in
                KeyframeTrack {
                    SpringKeyframe(1)
                }
            }
        #expect(frame(try layout(view), "box").width == 30)
    }
}

import Darkroom
import Foundation
import Testing

/// The built-in transitions draw their content unchanged at `.identity` (a still frame's phase) and moved, scaled
/// or faded before insertion and after removal.
@MainActor @Suite struct BuiltInTransitionsTests {
    var square: some View { Color(red: 0, green: 0, blue: 0).frame(width: 20, height: 20) }

    func image<T: Transition>(_ transition: T, _ phase: TransitionPhase) throws -> CGImage {
        try render(transition.apply(content: square, phase: phase).frame(width: 60, height: 60))
    }

    @Test func identityPhaseDrawsTheContentAsItIs() throws {
        for image in [try image(.opacity, .identity), try image(.scale, .identity), try image(.slide, .identity),
                      try image(.move(edge: .top), .identity), try image(.offset(x: 30), .identity),
                      try image(.push(from: .leading), .identity), try image(.identity, .willAppear)] {
            expectColor(image, 30, 30, Swatch.black)
        }
    }

    @Test func otherPhasesMoveScaleOrFade() throws {
        expectColor(try image(.opacity, .willAppear), 30, 30, Swatch.clear)
        expectColor(try image(.scale, .willAppear), 30, 30, Swatch.clear)
        // Moved one size (20 points) up: the square spans y 0…20 instead of 20…40.
        let moved = try image(.move(edge: .top), .willAppear)
        expectColor(moved, 30, 30, Swatch.clear)
        expectColor(moved, 30, 10, Swatch.black)
        // Sliding in comes from the leading side, sliding out goes to the trailing side.
        expectColor(try image(.slide, .willAppear), 10, 30, Swatch.black)
        expectColor(try image(.slide, .didDisappear), 50, 30, Swatch.black)
        let offset = try image(.offset(x: 20), .didDisappear)
        expectColor(offset, 50, 30, Swatch.black)
        let asymmetric = AsymmetricTransition(insertion: .opacity, removal: .identity)
        expectColor(try image(asymmetric, .willAppear), 30, 30, Swatch.clear)
        expectColor(try image(asymmetric, .didDisappear), 30, 30, Swatch.black)
    }

    @Test func propertiesSayWhetherATransitionMoves() {
        #expect(OpacityTransition.properties.hasMotion == false)
        #expect(MoveTransition.properties.hasMotion)
        #expect(AsymmetricTransition<OpacityTransition, SlideTransition>.properties.hasMotion)
    }
}

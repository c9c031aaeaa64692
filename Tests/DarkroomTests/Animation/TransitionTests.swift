import Darkroom
import Foundation
import Testing

/// A transition written as iOS 17 sample code writes one.
private struct Blur: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0).frame(width: phase.isIdentity ? nil : 1)
    }
}

@Suite @MainActor struct TransitionTests {
    @Test func phasesReadAsSwiftUIDefinesThem() {
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1 && TransitionPhase.identity.isIdentity)
    }

    @Test func aStillFrameShowsTheViewInsertedAtIdentity() throws {
        let view = Color.red.frame(width: 20, height: 10).transition(Blur().combined(with: Blur()).animation(.default))
        #expect(frame(try layout(view.accessibilityIdentifier("v")), "v").size == CGSize(width: 20, height: 10))
        // At identity the transition's body leaves its content as it is; before insertion it does not.
        let inserted = Blur().apply(content: Color.red.frame(width: 20, height: 10), phase: .identity)
        #expect(frame(try layout(inserted.accessibilityIdentifier("v")), "v").size == CGSize(width: 20, height: 10))
        let before = Blur().apply(content: Color.red.frame(width: 20, height: 10), phase: .willAppear)
        #expect(frame(try layout(before.accessibilityIdentifier("v")), "v").width == 1)
    }
}

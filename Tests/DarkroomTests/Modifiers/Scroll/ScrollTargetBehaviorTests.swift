@testable import Darkroom
import Foundation
import Testing

/// Scroll target behaviours as SwiftUI declares them (a still frame does not scroll; code may ask them).
@Suite struct ScrollTargetBehaviorTests {
    func context(axes: Axis.Set) -> ScrollTargetBehaviorContext {
        ScrollTargetBehaviorContext(
            target: ScrollTarget(rect: .zero, anchor: nil), storedVelocity: CGVector(dx: 0, dy: 0),
            storedContentSize: CGSize(width: 1000, height: 1000), storedContainerSize: CGSize(width: 100, height: 200),
            storedAxes: axes, environment: EnvironmentValues())
    }

    @Test func pagingRestsOnTheNearestPage() {
        var target = ScrollTarget(rect: CGRect(x: 160, y: 290, width: 100, height: 200), anchor: nil)
        PagingScrollTargetBehavior().updateTarget(&target, context: context(axes: .vertical))
        #expect(target.rect.origin == CGPoint(x: 160, y: 200))
        PagingScrollTargetBehavior().updateTarget(&target, context: context(axes: .horizontal))
        #expect(target.rect.origin == CGPoint(x: 200, y: 200))
    }

    @Test func theContextReadsTheEnvironment() {
        #expect(context(axes: .vertical).colorScheme == EnvironmentValues().colorScheme)
    }
}

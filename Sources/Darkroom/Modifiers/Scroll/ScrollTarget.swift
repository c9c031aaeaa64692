import Foundation

/// Where a scroll comes to rest, as SwiftUI's `ScrollTarget`.
public struct ScrollTarget: Sendable {
    /// The rectangle of the content that would be shown.
    public var rect: CGRect
    /// The point of `rect` aligned with the container, if any.
    public var anchor: UnitPoint?
}

/// What a scroll target behaviour is told about a scroll, as SwiftUI's `ScrollTargetBehaviorContext`.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// Where the scroll would rest without the behaviour.
    public var originalTarget: ScrollTarget { target }
    /// The scroll's velocity.
    public var velocity: CGVector { storedVelocity }
    /// The size of the scrolled content.
    public var contentSize: CGSize { storedContentSize }
    /// The size of the scroll view.
    public var containerSize: CGSize { storedContainerSize }
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set { storedAxes }
    /// A value of the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }

    let target: ScrollTarget
    let storedVelocity: CGVector
    let storedContentSize: CGSize
    let storedContainerSize: CGSize
    let storedAxes: Axis.Set
    let environment: EnvironmentValues
}

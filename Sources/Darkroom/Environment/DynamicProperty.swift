import Foundation

/// An interface for a stored variable that updates an external property of a view, as SwiftUI's
/// `DynamicProperty`: `@State`, `@Environment`, `@ScaledMetric` and the other property wrappers a view reads conform,
/// and so may a team's own wrappers that compose them.
///
/// A render evaluates `body` once with the environment in place; the wrappers read it when their value is read,
/// so `update()` has nothing to do and is called by no one.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value (a no-op: values are read when `body` reads them).
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: the wrappers read the environment when their value is read.
    public mutating func update() {}
}

// The property wrappers Apple declares as dynamic properties.
extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
extension Bindable: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension GestureState: DynamicProperty {}
extension Namespace: DynamicProperty {}

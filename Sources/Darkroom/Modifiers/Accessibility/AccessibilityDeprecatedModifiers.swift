import Foundation

// `accessibility(label:)` and its siblings, which SwiftUI deprecated in iOS 14 for the `accessibilityLabel(_:)`
// family and code written since 2019 still uses. A rendered image has no accessibility tree: each draws the view as
// it is, except `identifier`, which names the view's frame as `accessibilityIdentifier(_:)` does.

nonisolated extension View {
    /// Hides the view from assistive technologies; it is still drawn.
    public func accessibility(hidden: Bool) -> some View { self }
    /// The label assistive technologies read; no effect on the picture.
    public func accessibility(label: Text) -> some View { self }
    /// What activating the view does; no effect on the picture.
    public func accessibility(hint: Text) -> some View { self }
    /// Names Voice Control accepts; no effect on the picture.
    public func accessibility(inputLabels: [Text]) -> some View { self }
    /// Names the view for tools and tests, as `accessibilityIdentifier(_:)`.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    /// The selection identifier of the view; no effect on the picture.
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }
    /// The order assistive technologies read the view in; no effect on the picture.
    public func accessibility(sortPriority: Double) -> some View { self }
    /// Where assistive technologies activate the view; no effect on the picture.
    public func accessibility(activationPoint: CGPoint) -> some View { self }
    /// Where assistive technologies activate the view; no effect on the picture.
    public func accessibility(activationPoint: UnitPoint) -> some View { self }
    /// Adds traits for assistive technologies; no effect on the picture.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    /// Removes traits for assistive technologies; no effect on the picture.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
    /// The view's value for assistive technologies; no effect on the picture.
    public func accessibility(value: Text) -> some View { self }
}

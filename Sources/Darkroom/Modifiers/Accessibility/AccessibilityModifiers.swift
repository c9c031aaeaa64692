import Foundation

// Accessibility describes a view to assistive technologies; a rendered image has
// no accessibility tree, so these compile and draw the view as it is.

extension View {
    /// Adds traits for assistive technologies; a rendered image has no accessibility tree.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits for assistive technologies; no effect on the picture.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// The order assistive technologies read the view in; no effect on the picture.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    /// Names Voice Control accepts for the view; no effect on the picture.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    /// Marks the view as a heading of `level`; no effect on the picture.
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    /// An action assistive technologies can perform; never run in a render.
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default,
        _ handler: @escaping @MainActor () -> Void
    ) -> some View { self }
    /// A named action assistive technologies can perform; never run in a render.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void)
        -> some View
    {
        self
    }
    /// Shows the large content viewer on long press; no effect on the picture.
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }
    /// Keeps the view's colours under Smart Invert; renders are never inverted.
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    /// Whether assistive technologies treat the view as interactive; no effect on the picture.
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> some View
    {
        self
    }
}

nonisolated extension View {
    /// The label assistive technologies read; a rendered image has no accessibility tree.
    public func accessibilityLabel(_ label: String) -> some View { self }
    /// The label assistive technologies read; a rendered image has no accessibility tree.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// What activating the view does, for assistive technologies; no effect on the picture.
    public func accessibilityHint(_ hint: String) -> some View { self }
    /// The view's value for assistive technologies; no effect on the picture.
    public func accessibilityValue(_ value: String) -> some View { self }
    /// Hides the view from assistive technologies; it is still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Makes the view one accessibility element; no effect on the picture.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
}

nonisolated extension View {
    /// Names the view for tools and tests: `PlacedView[identifier]` finds its frame.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        nodeModifier { node, _ in node.identifier = identifier; return node }
    }
}

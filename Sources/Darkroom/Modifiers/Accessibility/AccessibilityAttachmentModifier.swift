import Foundation

/// The modifier SwiftUI's accessibility modifiers attach to a view, as SwiftUI's
/// `AccessibilityAttachmentModifier`.
///
/// A rendered image has no accessibility tree: the modifier draws its content as it is. It keeps the one property
/// Darkroom reads, the identifier, which names the view's frame in a placed tree (`PlacedView[identifier]`).
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    var identifier: String?
    /// An attachment with nothing attached yet.
    public init() {}
    public func body(content: Content) -> Never { primitiveBody("AccessibilityAttachmentModifier") }
    func makeNode(content: (ResolveContext) -> LayoutNode, context: ResolveContext) -> LayoutNode {
        let node = content(context)
        if let identifier { node.identifier = identifier }
        return node
    }
}

// Accessibility modifiers chained on an attachment extend it, as in SwiftUI; only the identifier is kept.
nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Names the view for tools and tests: `PlacedView[identifier]` finds its frame.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.identifier = identifier
        return copy
    }
    /// The label assistive technologies read; no effect on the picture.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { self }
    /// The label assistive technologies read; no effect on the picture.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
    /// The label assistive technologies read; no effect on the picture.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, Modifier> { self }
    /// What activating the view does, for assistive technologies; no effect on the picture.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> { self }
    /// What activating the view does, for assistive technologies; no effect on the picture.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
    /// What activating the view does, for assistive technologies; no effect on the picture.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, Modifier> { self }
    /// The view's value for assistive technologies; no effect on the picture.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> { self }
    /// The view's value for assistive technologies; no effect on the picture.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
    /// The view's value for assistive technologies; no effect on the picture.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Content, Modifier> { self }
    /// Names Voice Control accepts for the view; no effect on the picture.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier> { self }
    /// Names Voice Control accepts for the view; no effect on the picture.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Content, Modifier> {
        self
    }
    /// Names Voice Control accepts for the view; no effect on the picture.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Content, Modifier> {
        self
    }
    /// Hides the view from assistive technologies; it is still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// Adds traits for assistive technologies; no effect on the picture.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { self }
    /// Removes traits for assistive technologies; no effect on the picture.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        self
    }
    /// The order assistive technologies read the view in; no effect on the picture.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Content, Modifier> { self }
    /// Marks the view as a heading of `level`; no effect on the picture.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Content, Modifier> {
        self
    }
    /// The kind of text the view holds, for assistive technologies; no effect on the picture.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedContent<
        Content, Modifier
    > { self }
    /// Whether assistive technologies treat the view as interactive; no effect on the picture.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> ModifiedContent<Content, Modifier>
    { self }
    /// Where assistive technologies activate the view; no effect on the picture.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        self
    }
    /// Where assistive technologies activate the view; no effect on the picture.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        self
    }
    /// Lets touches reach the view directly under VoiceOver; no effect on the picture.
    public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> ModifiedContent<Content, Modifier> { self }
    /// An action assistive technologies can perform; never run in a render.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Content, Modifier> { self }
    /// A named action assistive technologies can perform; never run in a render.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
        -> ModifiedContent<Content, Modifier>
    { self }
    /// A named action assistive technologies can perform; never run in a render.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Content, Modifier>
    { self }
    /// A named action assistive technologies can perform; never run in a render.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Content, Modifier>
    { self }
    /// The action that scrolls the view for assistive technologies; never run in a render.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Content, Modifier> {
        self
    }
    /// The action that adjusts the view's value for assistive technologies; never run in a render.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Content, Modifier>
    { self }
    /// The action that zooms the view for assistive technologies; never run in a render.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
        -> ModifiedContent<Content, Modifier>
    { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent(
        _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> { self }
}

// The spellings SwiftUI deprecated in iOS 14, on an attachment.
nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Hides the view from assistive technologies; it is still drawn.
    public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// The label assistive technologies read; no effect on the picture.
    public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> { self }
    /// What activating the view does; no effect on the picture.
    public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> { self }
    /// Names Voice Control accepts; no effect on the picture.
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> { self }
    /// Names the view for tools and tests, as `accessibilityIdentifier(_:)`.
    public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
        accessibilityIdentifier(identifier)
    }
    /// The selection identifier of the view; no effect on the picture.
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Content, Modifier> { self }
    /// The order assistive technologies read the view in; no effect on the picture.
    public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> { self }
    /// Where assistive technologies activate the view; no effect on the picture.
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> { self }
    /// Where assistive technologies activate the view; no effect on the picture.
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> { self }
    /// Adds traits for assistive technologies; no effect on the picture.
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { self }
    /// Removes traits for assistive technologies; no effect on the picture.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        self
    }
    /// The view's value for assistive technologies; no effect on the picture.
    public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> { self }
}

nonisolated extension View {
    /// The view with an empty accessibility attachment, for the modifiers Apple declares as returning one.
    func accessibilityAttachment() -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
}

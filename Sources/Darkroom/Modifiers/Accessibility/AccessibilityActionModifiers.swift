import Foundation

// Accessibility actions and descriptions that use Darkroom's accessibility value types. None is
// drawn: each keeps the view as it is, and handlers never run in a still frame.

extension View {
    /// Handles VoiceOver's zoom gesture (no visual effect; the handler never runs in a still frame).
    public func accessibilityZoomAction(
        _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    /// Handles increment and decrement (no visual effect; the handler never runs in a still frame).
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    /// Marks a direct-touch area (no visual effect).
    public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    /// Pairs a label with its content for VoiceOver (no visual effect).
    nonisolated public func accessibilityLabeledPair<ID>(role: AccessibilityLabeledPairRole, id: ID,
                                                         in namespace: Namespace.ID) -> some View
    where ID: Hashable { self }
    /// Says what kind of text the view holds (no visual effect).
    public func accessibilityTextContentType(
        _ value: AccessibilityTextContentType
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
}

extension Text {
    /// Says what kind of text this is (no visual effect: the text is drawn as it is).
    nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
}

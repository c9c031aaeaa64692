import Foundation

/// The modifier accessibility modifiers attach, as SwiftUI's `AccessibilityAttachmentModifier`: it
/// describes the view to assistive technologies and draws nothing, so the content is drawn as it is.
public struct AccessibilityAttachmentModifier: ViewModifier {
    /// The content, unchanged.
    public func body(content: Content) -> some View { content }
}

extension View {
    /// The view with an accessibility attachment (no visual effect).
    func accessibilityAttachment() -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
}

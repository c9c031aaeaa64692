import Foundation

extension AttributeScopes {
    /// The accessibility attributes of attributed text, as Apple's `AccessibilityAttributes` scope
    /// (which Foundation on Linux lacks). Its attributes are spoken, never drawn, so the scope is
    /// here for `SwiftUIAttributes.accessibility` to name and holds none yet.
    public struct AccessibilityAttributes: AttributeScope {}
}

import Foundation

/// The key of a piece of custom accessibility content, as SwiftUI's `AccessibilityCustomContentKey`
/// (for `accessibilityCustomContent`; read by VoiceOver, never drawn).
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let id: String
    /// A key with a label and an identifier.
    public init(_ label: Text, id: String) { self.id = id }
    /// A key with a localized label and an identifier.
    public init(_ labelKey: LocalizedStringKey, id: String) { self.id = id }
    /// A key whose label is also its identifier.
    public init(_ labelKey: LocalizedStringKey) { id = labelKey.key }
}

import Foundation

/// Custom content for assistive technologies, as the Accessibility framework's `AXCustomContent`; only its
/// importance is spelled by SwiftUI code.
nonisolated public final class AXCustomContent: @unchecked Sendable {
    /// How prominently assistive technologies present the content.
    public enum Importance: UInt, Sendable {
        /// Read out on request.
        case `default`
        /// Read out with the element.
        case high
    }
    /// The content's label.
    public let label: String
    /// The content's value.
    public let value: String
    /// How prominently the content is presented.
    public var importance: Importance = .default
    /// Content with a label and a value.
    public init(label: String, value: String) { self.label = label; self.value = value }
}

nonisolated extension View {
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> some View { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> some View { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent(
        _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> some View { self }
    /// Extra content assistive technologies can read out; no effect on the picture.
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View { self }
}

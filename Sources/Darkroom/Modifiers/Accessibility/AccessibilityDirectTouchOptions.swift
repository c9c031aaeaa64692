import Foundation

/// How a direct-touch area behaves under VoiceOver, as SwiftUI's `AccessibilityDirectTouchOptions`
/// (for `accessibilityDirectTouch`; no effect on pixels).
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// VoiceOver does not speak when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// The area needs activating before touches pass through.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

import Foundation

/// Regions of the safe area (accepted: a render has no safe area).
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions as bits.
    public let rawValue: UInt
    /// Regions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The container's insets (bars, notch, home indicator).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's inset.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

import Foundation

/// Which gestures of a view and its subviews take part.
nonisolated public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gestures take part: neither the attached gesture nor those of subviews.
    public static let none = GestureMask([])
    /// The attached gesture takes part, but not the gestures of subviews.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of subviews take part, but not the attached gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// The attached gesture and the gestures of subviews take part; the default.
    public static let all = GestureMask([.gesture, .subviews])
}

import Foundation

/// A preview's device orientation.
nonisolated public struct InterfaceOrientation: Sendable, Hashable {
    let kind: Int
    /// Portrait, with the top of the device on top.
    public static let portrait = InterfaceOrientation(kind: 0)
    /// Portrait, upside down.
    public static let portraitUpsideDown = InterfaceOrientation(kind: 1)
    /// Landscape, with the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(kind: 2)
    /// Landscape, with the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(kind: 3)
}

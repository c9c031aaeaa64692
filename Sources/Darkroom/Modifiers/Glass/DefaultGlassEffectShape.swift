import Foundation

/// The shape `glassEffect(_:in:)` gives glass when none is named, as SwiftUI's `DefaultGlassEffectShape`: a
/// capsule.
nonisolated public struct DefaultGlassEffectShape: Shape, Sendable {
    /// The default glass shape.
    public init() {}

    /// A capsule filling `rect`.
    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
}

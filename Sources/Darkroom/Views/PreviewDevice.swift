import Foundation

/// A simulated device for a preview, named as Xcode names it.
nonisolated public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

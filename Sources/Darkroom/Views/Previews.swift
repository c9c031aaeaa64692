import Foundation

/// Xcode's preview hook, as SwiftUI's `PreviewProvider`: code that ships previews
/// compiles; nothing here runs them (render the preview's view yourself to see it).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The previews' view.
    associatedtype Previews: View
    /// The views Xcode previews.
    @ViewBuilder static var previews: Previews { get }
}

/// The size a preview is shown at.
nonisolated public enum PreviewLayout: Sendable {
    /// The preview is centred in a container the size of the device.
    case device
    /// The container is sized to fit the preview.
    case sizeThatFits
    /// The preview is centred in a container of a fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulated device for a preview, named as Xcode names it.
nonisolated public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

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

extension View {
    /// How a preview is laid out (previews are not run here).
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// A preview's name.
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
    /// A preview's device.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// A preview's orientation.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

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

import Foundation

/// A view that doesn't contain any content.
nonisolated public struct EmptyView: View, MultiView, Sendable {
    /// An empty view.
    public init() {}
    public var body: Never { primitiveBody("EmptyView") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] { [] }
}

import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// As in SwiftUI it takes all the space it is offered and places its content at
/// its top-leading corner. A renderer has no safe area, so `safeAreaInsets` is zero.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Makes the content from the reader's size and coordinate spaces.
    public var content: (GeometryProxy) -> Content
    /// A reader whose content `content` makes from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody("GeometryReader") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = nil
        let content = self.content
        return GeometryReaderNode(context: inner) { proxy in Resolver.children(of: content(proxy), inner) }
    }
}

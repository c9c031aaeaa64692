import Foundation

/// A type that collects multiple instances of a content type into a single unit.
nonisolated public struct Group<Content> {
    /// The grouped views (a preview runner splits a `PreviewProvider`'s top-level group into its children).
    package let content: Content
}

extension Group: View, MultiView where Content: View {
    /// A group of the views `content` builds; they become children of the enclosing container.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody("Group") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] { Resolver.children(of: content, context) }
}

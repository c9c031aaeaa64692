import Foundation

/// A proxy for scrolling a scroll view: a static render has nothing to scroll, so it does nothing.
public struct ScrollViewProxy {
    /// Scrolls to the view with the given identifier (does nothing in a render).
    ///
    /// - Parameters:
    ///   - id: The identifier of the view to scroll to.
    ///   - anchor: Where the view should be placed in the visible area.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A view that provides a `ScrollViewProxy`; the content is laid out as is.
nonisolated public struct ScrollViewReader<Content: View>: View {
    /// The view builder that makes the content from a proxy.
    public var content: (ScrollViewProxy) -> Content
    /// Creates a view whose content can scroll programmatically through the proxy it is given.
    ///
    /// - Parameter content: A view builder called with a `ScrollViewProxy`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public var body: some View { content(ScrollViewProxy()) }
}

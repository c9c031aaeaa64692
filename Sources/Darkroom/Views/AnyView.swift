import Foundation

/// A type-erased view.
nonisolated public struct AnyView: View, MultiView {
    private let resolve: (ResolveContext) -> [LayoutNode]
    /// Wraps `view`, unwrapping it first if it is already an `AnyView`.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any; return }
        resolve = { Resolver.children(of: view, $0) }
    }
    /// Wraps `view`.
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: Never { primitiveBody("AnyView") }
    func makeChildren(_ context: ResolveContext) -> [LayoutNode] { resolve(context) }
}

import Foundation

// Navigation containers draw their content. A render has no navigation bar to
// show (ImageRenderer draws none either), so titles and toolbars are accepted and
// not drawn; `NavigationLink` draws its label.

/// A view that displays a root view (drawn as its content alone).
nonisolated public struct NavigationStack<Root: View>: View {
    let root: Root
    /// Creates a navigation stack showing a root view.
    ///
    /// - Parameter root: The view at the root of the stack, drawn alone.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public var body: some View { root }
}

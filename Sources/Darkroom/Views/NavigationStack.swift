import Foundation

/// A view that displays a root view and the views pushed on it: drawn as its root under the navigation bar its
/// title and toolbar ask for, or, when its path starts with values, as the last value's `navigationDestination`
/// under a bar with a back button.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    /// The values pushed on the root, bottom first.
    var path: [AnyHashable] = []
    /// Creates a navigation stack showing a root view.
    ///
    /// - Parameter root: The view at the root of the stack, drawn alone.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }
    /// Creates a navigation stack whose pushed values are a type-erased path.
    ///
    /// - Parameters:
    ///   - path: The values pushed on the root: the last one's destination is drawn.
    ///   - root: The view at the root of the stack.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = path.wrappedValue.elements
    }
    /// Creates a navigation stack whose pushed values are a collection of one type.
    ///
    /// - Parameters:
    ///   - path: The values pushed on the root.
    ///   - root: The view at the root of the stack, drawn alone.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
          Data.Element: Hashable {
        self.root = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
    }
    public var body: some View { NavigationContainer(content: root, path: path) }
}

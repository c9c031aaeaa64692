import Foundation

/// The pre-iOS 16 navigation container (drawn as its content alone).
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    /// Creates a navigation view showing its content.
    ///
    /// - Parameter content: The view shown, drawn alone.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

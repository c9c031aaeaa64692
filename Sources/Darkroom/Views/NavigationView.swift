import Foundation

/// The pre-iOS 16 navigation container: on an iPhone a stack, its content drawn under the navigation bar its
/// title and toolbar ask for.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    /// Creates a navigation view showing its content.
    ///
    /// - Parameter content: The view shown, drawn alone.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationContainer(content: content) }
}

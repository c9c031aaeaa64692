import Foundation

/// A group of toolbar items.
nonisolated public struct ToolbarItemGroup<Content: View>: View {
    let content: Content
    /// A group holding `content`; `placement` is accepted, no toolbar is drawn.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: some View { content }
}

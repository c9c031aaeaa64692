import Foundation

/// A horizontal stack that SwiftUI builds lazily; a renderer lays out everything.
/// Unlike `HStack`, a lazy stack takes all the height it is offered.
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    /// Creates a lazy horizontal stack.
    ///
    /// - Parameters:
    ///   - alignment: How the children align vertically within the stack's height.
    ///   - spacing: The distance between adjacent children; `nil` uses the default spacing.
    ///   - pinnedViews: Which section parts stay pinned while scrolling (accepted; a render pins nothing).
    ///   - content: The stack's children.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}

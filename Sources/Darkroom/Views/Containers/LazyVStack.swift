import Foundation

/// A vertical stack that SwiftUI builds lazily; a renderer lays out everything.
/// Unlike `VStack`, a lazy stack takes all the width it is offered (its
/// children aligned in it by `alignment`), as SwiftUI's does.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    /// Creates a lazy vertical stack.
    ///
    /// - Parameters:
    ///   - alignment: How the children align horizontally within the stack's width.
    ///   - spacing: The distance between adjacent children; `nil` uses the default spacing.
    ///   - pinnedViews: Which section parts stay pinned while scrolling (accepted; a render pins nothing).
    ///   - content: The stack's children.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

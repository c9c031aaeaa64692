import Foundation

/// A group of toolbar items, as SwiftUI's `ToolbarItemGroup`: toolbars are not drawn, so it is kept and
/// never drawn.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    /// A group holding `content`; `placement` is accepted, no toolbar is drawn.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    /// A group holding `content`, collapsed behind `label` when there is no room; `placement` is accepted.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }
    /// Never called: a group is a primitive of the toolbar.
    public var body: Never { return primitiveBody("ToolbarItemGroup") }
}

/// The content of a toolbar item group with a label: its items (the label shows only when they collapse).
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

/// The menu of a navigation title, as SwiftUI's `ToolbarTitleMenu` (a render draws no navigation bar).
nonisolated public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent {
    let content: Content
    /// A title menu of the default items.
    public init() where Content == EmptyView { content = EmptyView() }
    /// A title menu of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never called: a title menu is a primitive of the toolbar.
    public var body: Never { return primitiveBody("ToolbarTitleMenu") }
}

import Foundation

/// A toolbar item; toolbars are not drawn, so it draws its content where it is placed.
nonisolated public struct ToolbarItem<ID, Content: View>: View {
    let content: Content
    /// An item holding `content`; `placement` is accepted, no toolbar is drawn.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
    }
    /// An item with an identifier, for customisable toolbars; `placement` is accepted.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
        where ID == String { self.content = content() }
    public var body: some View { content }
}

import Foundation

/// A toolbar item, as SwiftUI's `ToolbarItem`: toolbars are not drawn, so it is kept and never drawn.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let itemID: ID
    let placement: ToolbarItemPlacement
    let content: Content
    /// An item holding `content`; `placement` is accepted, no toolbar is drawn.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        itemID = (); self.placement = placement; self.content = content()
    }
    /// An item with an identifier, for customisable toolbars; `placement` is accepted.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        itemID = id; self.placement = placement; self.content = content()
    }
    /// An item with an identifier that is shown by default or not, for customisable toolbars.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
                @ViewBuilder content: () -> Content) where ID == String {
        itemID = id; self.placement = placement; self.content = content()
    }
    /// Never called: an item is a primitive of the toolbar.
    public var body: Never { return primitiveBody("ToolbarItem") }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension ToolbarItem: Identifiable where ID: Hashable {
    /// The item's identifier.
    public var id: ID { itemID }
}

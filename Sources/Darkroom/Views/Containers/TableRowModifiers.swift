import Foundation

/// A modifier of table rows, as SwiftUI's `_TableRowContentModifier`: what a row modifier gives `ModifiedContent`.
public protocol _TableRowContentModifier {}

extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    /// Never called: modified rows are primitive.
    public var tableRowBody: Never { primitiveBody("ModifiedContent") }
    @_spi(Engine) public var _tableRows: [_TableRowDescription<Content.TableRowValue>] { content._tableRows }
}

extension ModifiedContent: DynamicTableRowContent
where Content: DynamicTableRowContent, Modifier: _TableRowContentModifier {
    /// The collection the modified rows are made from.
    public var data: Content.Data { content.data }
}

/// A context menu on table rows: a still frame never shows a menu, so the rows draw as they are.
nonisolated public struct _ContextMenuTableRowModifier<MenuContent: View>: _TableRowContentModifier {
    let menuItems: MenuContent
}

/// A context menu with a preview on table rows: a still frame never shows a menu, so the rows draw as they are.
nonisolated public struct _ContextMenuPreviewTableRowModifier<MenuContent: View, Preview: View>:
    _TableRowContentModifier {
    let menuItems: MenuContent
    let preview: Preview
}

/// Rows that provide an item to drag, as SwiftUI's `ItemProviderTableRowModifier`: a still frame has no drag, so
/// the rows draw as they are.
nonisolated public struct ItemProviderTableRowModifier: _TableRowContentModifier {
    let action: (() -> NSItemProvider?)?
}

/// Rows that take dropped items, as SwiftUI's `OnInsertTableRowModifier`: a still frame has no drop, so the rows
/// draw as they are.
nonisolated public struct OnInsertTableRowModifier: _TableRowContentModifier {
    let supportedContentTypes: [UTType]
}

/// A row modifier that changes nothing a still frame shows (dragging and dropping).
nonisolated struct InteractionTableRowModifier: _TableRowContentModifier {}

extension TableRowContent {
    /// Adds a context menu to the rows; a still frame never shows it.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M)
        -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>> {
        ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(menuItems: menuItems()))
    }
    /// Adds a context menu with a preview to the rows; a still frame never shows it.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>> {
        ModifiedContent(content: self,
                        modifier: _ContextMenuPreviewTableRowModifier(menuItems: menuItems(), preview: preview()))
    }
    /// Makes the rows draggable with `payload`; a still frame has no drag, so nothing changes.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
        -> some TableRowContent<Self.TableRowValue> {
        ModifiedContent(content: self, modifier: InteractionTableRowModifier())
    }
    /// Makes the rows take dropped items; a still frame has no drop, so nothing changes.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T]) -> Void)
        -> some TableRowContent<Self.TableRowValue> {
        ModifiedContent(content: self, modifier: InteractionTableRowModifier())
    }
    /// Makes the rows provide an item when dragged; a still frame has no drag, so nothing changes.
    public func itemProvider(_ action: (() -> NSItemProvider?)?)
        -> ModifiedContent<Self, ItemProviderTableRowModifier> {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier(action: action))
    }
}

extension DynamicTableRowContent {
    /// Inserts dropped items among the rows; a still frame has no drop, so nothing changes.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (Int, [T]) -> Void)
        -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier(supportedContentTypes: []))
    }
    /// Inserts dropped item providers among the rows; a still frame has no drop, so nothing changes.
    public func onInsert(of supportedContentTypes: [UTType],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void)
        -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier(supportedContentTypes: supportedContentTypes))
    }
}

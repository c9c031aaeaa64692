import Foundation

/// A view whose content is generated from a collection, as SwiftUI's `DynamicViewContent`: `ForEach`, and
/// modified `ForEach`es.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    /// The type of the underlying collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The collection the modified content's views are made from.
    public var data: Content.Data { content.data }
}

nonisolated extension DynamicViewContent {
    /// Swipe to delete; a still frame deletes nothing.
    @preconcurrency
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> some DynamicViewContent { self }
    /// Drag to reorder; a still frame moves nothing.
    @preconcurrency
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        self
    }
}

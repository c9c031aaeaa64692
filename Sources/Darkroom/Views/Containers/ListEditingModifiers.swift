import Foundation

// A still frame is never swiped, dragged or edited: these modifiers keep the rows as they are, and their
// actions never run.

extension View {
    /// Swipe actions of a list row; a still frame shows the row at rest.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                  @ViewBuilder content: () -> T) -> some View { self }
    /// Stops a row from being deleted.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Stops a row from being moved.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}

extension ForEach {
    /// Swipe to delete; a still frame deletes nothing.
    @preconcurrency nonisolated public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> Self { self }
    /// Drag to reorder; a still frame moves nothing.
    @preconcurrency nonisolated public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> Self {
        self
    }
    /// Drop to insert; a still frame inserts nothing.
    nonisolated public func onInsert(
        of supportedContentTypes: [String], perform action: @escaping @MainActor (Int, [Any]) -> Void
    ) -> Self {
        self
    }
}

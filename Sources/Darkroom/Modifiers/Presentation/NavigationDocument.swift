import Foundation

// The navigation bar's document menu and drag previews: a still frame shows the title as it is and no menu or
// drag, so these compile and draw the view unchanged.
nonisolated extension View {
    /// Makes the navigation title a document's (its menu shares `document`); the title draws as it is.
    public func navigationDocument<D: Transferable>(_ document: D) -> some View { self }
    /// Makes the navigation title a document's, previewed by `preview`; the title draws as it is.
    public func navigationDocument<D: Transferable>(_ document: D, preview: SharePreview<Never, Never>)
        -> some View { self }
    /// Makes the navigation title a document's, previewed with an icon; the title draws as it is.
    public func navigationDocument<D: Transferable, I: Transferable>(_ document: D, preview: SharePreview<Never, I>)
        -> some View { self }
    /// Makes the navigation title a document's, previewed with an image; the title draws as it is.
    public func navigationDocument<D: Transferable, I: Transferable>(_ document: D, preview: SharePreview<I, Never>)
        -> some View { self }
    /// Makes the navigation title a document's, previewed with an image and an icon; the title draws as it is.
    public func navigationDocument<D: Transferable, I1: Transferable, I2: Transferable>(
        _ document: D, preview: SharePreview<I1, I2>
    ) -> some View { self }
    /// Marks the view draggable with a preview; a still frame has no drag, so it draws as it is.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View { self }
}

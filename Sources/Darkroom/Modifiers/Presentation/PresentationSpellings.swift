import Foundation

// Presentation, navigation and toolbar modifiers SwiftUI declares beside the ones Darkroom had: inspectors, sheets'
// detents and backgrounds, navigation destinations and documents, title menus. A still frame shows the view they
// are attached to, with no bars, sheets or inspectors around it: each draws the view as it is.

nonisolated extension View {
    /// An inspector beside the view while `isPresented`: not shown in a still frame.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { self }
    /// The width of an inspector column: no inspector in a still frame.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
    /// The widths of an inspector column: no inspector in a still frame.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// The widths of a split view's column: the column is laid out as `NavigationSplitView` lays it out.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    { self }
    /// A destination pushed while `item` holds a value: never pushed in a still frame.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }
    /// The document a navigation title represents: no title bar in a still frame.
    public func navigationDocument(_ url: URL) -> some View { self }
    /// A menu under the navigation title: no bar in a still frame.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// A sheet's detents and the one selected: no sheet in a still frame.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> some View
    { self }
    /// A view behind a sheet's content: no sheet in a still frame.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { self }
    /// Whether a table shows its column headers: tables draw no header row in Darkroom.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { self }
    /// Removes symbol effects from the view's symbols: a still frame draws no effect.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
    /// Makes the view a target scroll views snap to: a still frame does not scroll.
    public func scrollTarget(isEnabled: Bool = true) -> some View { self }
    /// Flashes the scroll indicators when the view appears: indicators are not drawn in a still frame.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
    /// Flashes the scroll indicators when `value` changes: indicators are not drawn in a still frame.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }
    /// A completion a search suggestion fills in when chosen: never chosen in a still frame.
    public func searchCompletion(_ completion: String) -> some View { self }
    /// A token a search suggestion adds when chosen: never chosen in a still frame.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
    /// Changes the transaction when `value` changes: a still frame has no transaction.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        self
    }
}

import Foundation

// Presentations (sheets, alerts, dialogs, popovers) need a screen to appear on.
// A still frame shows the presenting view as it is, with nothing presented: these
// compile and draw nothing of their own. Render a sheet's content view directly
// to get its image.

extension View {
    /// A sheet shown while `isPresented` is true: not shown in a still frame.
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                                 @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// A sheet for an item: not shown in a still frame.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                                     onDismiss: (@MainActor () -> Void)? = nil,
                                                                     @ViewBuilder content: @escaping (Item) -> Content)
        -> some View { self }
    /// A full-screen cover: not shown in a still frame.
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }
    /// A full-screen cover for an item: not shown in a still frame.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    )
        -> some View
    { self }
    /// A popover: not shown in a still frame.
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }
    /// An alert with a title and actions: not shown in a still frame.
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                           @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert with a title, actions and a message: not shown in a still frame.
    nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M)
        -> some View { self }
    /// An alert with a string title: not shown in a still frame.
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                              @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert with a string title and a message: not shown in a still frame.
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }
    /// The iOS 13 alert: not shown in a still frame.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    /// The iOS 13 alert for an item: not shown in a still frame.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        self
    }
    /// The iOS 13 action sheet: not shown in a still frame.
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }
    /// A confirmation dialog: not shown in a still frame.
    nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic,
                                                        @ViewBuilder actions: () -> A) -> some View { self }
    /// A confirmation dialog with a message: not shown in a still frame.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }
    /// A context menu: shown on a long press, never in a still frame.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    /// A file import panel: not presented in a still frame.
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [String],
        onCompletion: @escaping @MainActor (Result<URL, Error>) -> Void
    ) -> some View { self }
    /// A file export panel: not presented in a still frame.
    nonisolated public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentType: String,
        defaultFilename: String? = nil,
        onCompletion: @escaping @MainActor (Result<URL, Error>) -> Void
    ) -> some View { self }
}

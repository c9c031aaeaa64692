import Foundation

// Alerts and confirmation dialogs in the spellings SwiftUI declares beside the plain-title ones: a `Text` title,
// data the actions receive (`presenting:`), an error, an item. A still frame shows the view the dialog would be
// presented over, never the dialog: each draws the view as it is and runs no closure.

nonisolated extension View {
    /// An alert with a `Text` title: not shown in a still frame.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View
    { self }
    /// An alert with a `Text` title and a message: not shown in a still frame.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }
    /// An alert whose actions receive `data`: not shown in a still frame.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View { self }
    /// An alert whose actions receive `data`: not shown in a still frame.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { self }
    /// An alert whose actions receive `data`: not shown in a still frame.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { self }
    /// An alert whose actions and message receive `data`: not shown in a still frame.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { self }
    /// An alert whose actions and message receive `data`: not shown in a still frame.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { self }
    /// An alert whose actions and message receive `data`: not shown in a still frame.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { self }
    /// An alert describing `error`: not shown in a still frame.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View { self }
    /// An alert describing `error`, whose actions and message receive it: not shown in a still frame.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View { self }
    /// The iOS 13 action sheet for an item: not shown in a still frame.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { self }

    /// A confirmation dialog with a string title: not shown in a still frame.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { self }
    /// A confirmation dialog with a string title and a message: not shown in a still frame.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }
    /// A confirmation dialog with a `Text` title: not shown in a still frame.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { self }
    /// A confirmation dialog with a `Text` title and a message: not shown in a still frame.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }
    /// A confirmation dialog whose actions receive `data`: not shown in a still frame.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { self }
    /// A confirmation dialog whose actions receive `data`: not shown in a still frame.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { self }
    /// A confirmation dialog whose actions receive `data`: not shown in a still frame.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { self }
    /// A confirmation dialog whose actions and message receive `data`: not shown in a still frame.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { self }
    /// A confirmation dialog whose actions and message receive `data`: not shown in a still frame.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { self }
    /// A confirmation dialog whose actions and message receive `data`: not shown in a still frame.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { self }

    /// The toggle that suppresses a dialog from now on: part of the dialog, so not shown in a still frame.
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View {
        self
    }
    /// The toggle that suppresses a dialog from now on, titled by a string (SwiftUI's iOS 17 interface spells this
    /// one `dialogSuppression`): part of the dialog, so not shown in a still frame.
    public func dialogSuppression<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View {
        self
    }
    /// The toggle that suppresses a dialog from now on: part of the dialog, so not shown in a still frame.
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }
    /// The toggle that suppresses a dialog from now on: part of the dialog, so not shown in a still frame.
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
    /// A popover for an item: not shown in a still frame.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }
}

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
    /// Detents of a sheet's content (no sheet here: the content is drawn as it is).
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// The drag indicator of a sheet's content.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// Stops interactive dismissal of a sheet's content.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// A context menu: shown on a long press, never in a still frame.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
}

/// Where a popover's arrow points.
nonisolated public enum PopoverAttachmentAnchor: Sendable {
    /// The arrow points at a rectangle of the view, such as its bounds (`.rect(.bounds)`, the default).
    case rect(Anchor<CGRect>.Source)
    /// The arrow points at a unit point of the view's bounds.
    case point(UnitPoint)
}

/// A geometric value of a view, as SwiftUI's `Anchor` (its source is all a popover needs).
nonisolated public struct Anchor<Value> {
    /// Where an anchor's value is taken from.
    nonisolated public struct Source: Sendable {
        let kind: Int
        /// The view's bounds.
        public static var bounds: Source { Source(kind: 0) }
    }
}

/// A height a sheet can rest at.
nonisolated public struct PresentationDetent: Hashable, Sendable {
    let fraction: Double
    /// About half the screen's height.
    public static let medium = PresentationDetent(fraction: 0.5)
    /// The full height of the sheet.
    public static let large = PresentationDetent(fraction: 1)
    /// A height that is a fraction of the full sheet's height (0.25 for a quarter).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(fraction: Double(fraction))
    }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(fraction: -Double(height)) }
}

/// The iOS 13 alert description, as SwiftUI's `Alert`.
nonisolated public struct Alert {
    /// An alert button.
    nonisolated public struct Button {
        let label: Text
        /// A button with the default style and a label; the action never runs in a render.
        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label)
        }
        /// A button that cancels the alert, with a label; the action never runs in a render.
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label)
        }
        /// A button that cancels the alert, labelled "Cancel"; the action never runs in a render.
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button { Button(label: Text("Cancel")) }
        /// A button styled as destructive (red on iOS), with a label; the action never runs in a render.
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label)
        }
    }
    let title: Text
    /// An alert with a title, an optional message and one button that dismisses it.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) { self.title = title }
    /// An alert with a title, an optional message and two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
    }
}

/// The iOS 13 action sheet description, as SwiftUI's `ActionSheet`.
nonisolated public struct ActionSheet {
    let title: Text
    /// An action sheet with a title, an optional message and its buttons (a Cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) { self.title = title }
}

extension View {
    /// Presentation appearance of a sheet's content (no sheet here).
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// A sheet's corner radius (no sheet here).
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// Whether the view behind a sheet takes input (no sheet here).
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
        -> some View { self }
}

import Foundation

// Navigation containers draw their content. A render has no navigation bar to
// show (ImageRenderer draws none either), so titles and toolbars are accepted and
// not drawn; `NavigationLink` draws its label.

/// A view that displays a root view (drawn as its content alone).
nonisolated public struct NavigationStack<Root: View>: View {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public var body: some View { root }
}

/// The pre-iOS 16 navigation container (drawn as its content alone).
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

/// A link to a destination view: a render draws its label.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    @Environment(\.isFormRow) private var isFormRow
    @Environment(\.buttonStyleBox) private var style
    /// In a List or Form row: the label, then iOS's disclosure chevron (tertiary grey) at the
    /// trailing edge. Elsewhere a link draws like a button (tint-coloured unless `buttonStyle(.plain)`).
    public var body: some View {
        if isFormRow {
            HStack {
                label
                Spacer()
                ForwardChevron().stroke(
                    ControlColors.placeholder, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
                )
                .frame(width: 7, height: 12)
            }
        } else {
            style.makeBody(ButtonStyleConfiguration(label: .init(AnyView(label)), isPressed: false, role: nil))
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that presents a value (iOS 16's data-driven navigation).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.label = Text(title) }
}

extension NavigationLink where Label == Text {
    public init(_ title: String, destination: Destination) { self.label = Text(title) }
}

import Foundation

/// A link to a destination view: a render draws its label.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// Creates a link that presents a destination view.
    ///
    /// A render draws the label; the destination is never shown.
    ///
    /// - Parameters:
    ///   - destination: The view the link would present.
    ///   - label: The view drawn as the link.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// Creates a link that presents the destination view a closure makes.
    ///
    /// A render draws the label; the destination is never shown.
    ///
    /// - Parameters:
    ///   - destination: Makes the view the link would present.
    ///   - label: The view drawn as the link.
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
                DisclosureChevron()
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
    /// Creates a link titled with a localized string that presents a value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the link's title.
    ///   - value: The value the link would push onto the navigation path.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.label = Text(titleKey) }
    /// Creates a link titled with a string, shown verbatim, that presents a value.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - value: The value the link would push onto the navigation path.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.label = Text(title) }
}

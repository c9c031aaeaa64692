import Foundation

// The rest of NavigationLink's initializers as SwiftUI declares them. A render draws the link's label and
// never presents a destination: whether a link is active, its tag and selection are kept, not followed.

extension NavigationLink {
    /// A link whose presentation is bound to `isActive` (deprecated by Apple; a render draws the label).
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
                @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
    /// A link presented while `selection` holds `tag` (deprecated by Apple; a render draws the label).
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
    /// A link to `destination` whose presentation is bound to `isActive` (a render draws the label).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
    /// A link to `destination` presented while `selection` holds `tag` (a render draws the label).
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
    /// Whether the link presents its destination in the detail column (a render presents nothing).
    nonisolated public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Destination == Never {
    /// A link that presents a codable value (iOS 16's data-driven navigation; a render draws the label).
    public init<P: Hashable & Codable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localized string that presents a codable value.
    public init<P: Hashable & Codable>(_ titleKey: LocalizedStringKey, value: P?) { self.label = Text(titleKey) }
    /// A link titled with a string, shown verbatim, that presents a codable value.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable & Codable>(_ title: S, value: P?) { self.label = Text(title) }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized string that presents a destination view (a render draws the title).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link titled with a string, shown verbatim, that presents a destination view (a render draws the title).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// A link titled with a localized string that presents the destination view a closure makes (a render draws
    /// the title).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link titled with a string, shown verbatim, that presents the destination view a closure makes (a
    /// render draws the title).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// A link titled with a localized string whose presentation is bound to `isActive` (a render draws the title).
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link titled with a string, shown verbatim, whose presentation is bound to `isActive` (a render draws
    /// the title).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// A link titled with a localized string presented while `selection` holds `tag` (a render draws the title).
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                             @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link titled with a string, shown verbatim, presented while `selection` holds `tag` (a render draws the title).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// A link titled with a localized string to `destination` whose presentation is bound to `isActive` (a
    /// render draws the title).
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link titled with a string, shown verbatim, to `destination` whose presentation is bound to `isActive`
    /// (a render draws the title).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(title) }
    }
    /// A link titled with a localized string to `destination` presented while `selection` holds `tag` (a render
    /// draws the title).
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link titled with a string, shown verbatim, to `destination` presented while `selection` holds `tag` (a
    /// render draws the title).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(title) }
    }
}

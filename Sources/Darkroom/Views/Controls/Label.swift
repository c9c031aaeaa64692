import Foundation

/// A standard label: an icon beside a title, 8 points apart, centred vertically.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title, icon: Icon
    /// A label of `title` and `icon` views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    /// A label made from a style's configuration draws the system's look, not the style that made it.
    var systemLook = false

    @Environment(\.labelLook) private var look
    @Environment(\.customLabelStyle) private var customStyle
    public var body: some View {
        if let customStyle, !systemLook {
            customStyle.makeBody(LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon))))
        } else {
            LabelLookBody(title: title, icon: icon, look: look)
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration, so that a custom style can wrap the system's look.
    public init(_ configuration: LabelStyleConfiguration) {
        title = configuration.title; icon = configuration.icon; systemLook = true
    }
}

/// A built-in label style's look: the title, the icon, or the icon beside the title.
nonisolated struct LabelLookBody<Title: View, Icon: View>: View {
    let title: Title, icon: Icon
    let look: LabelLook
    @Environment(\.isFormRow) private var isFormRow
    @Environment(\.resolvedTint) private var tint
    var body: some View {
        switch look {
        case .titleOnly: AnyView(title)
        case .iconOnly: AnyView(icon)
        case .titleAndIcon:
            // In a list row the separator starts under the title and the icon takes the tint, as on iOS.
            AnyView(HStack(spacing: 8) {
                if isFormRow { icon.foregroundColor(tint) } else { icon }
                title.alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
            })
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a symbol image (`Image(systemName:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    /// A label with a string title and a symbol image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label with an image resource.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    /// A label with a string title and an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// A container for a labelled value: the label at the leading edge, the value at
/// the trailing edge in the secondary colour, as in a Form row.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label, content: Content
    /// A row of `label` at the leading edge and `content` at the trailing edge.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }
    /// Labeled content made from a style's configuration draws the system's look, not the style that made it.
    var systemLook = false
    @Environment(\.labeledContentStyleBox) private var style
    public var body: some View {
        if let style, !systemLook {
            style.makeBody(LabeledContentStyleConfiguration(label: .init(AnyView(label)),
                                                            content: .init(AnyView(content))))
        } else {
            // Each side is one subview of the row layout, however many views it holds.
            LabeledContentLayout {
                HStack { label }
                HStack { content }.foregroundColor(.secondary)
            }
        }
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Labeled content made from a style's configuration, so that a custom style can wrap the system's look.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        label = configuration.label; content = configuration.content; systemLook = true
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row with a localized title and a value as `format` writes it.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }) { Text(titleKey) }
    }
    /// A row with a string title and a value as `format` writes it.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }) { Text(title) }
    }
}

/// How iOS lays out a `LabeledContent` row: the label at the leading edge and the value at the
/// trailing edge, both at their ideal widths whenever they fit side by side (an HStack with a
/// Spacer would offer each text only an even share and wrap a value such as "Darkroom Renderer"
/// that fits). Only when they do not fit is the width shared: a side that fits in half keeps its
/// ideal width and the other takes the rest; otherwise each gets half.
struct LabeledContentLayout: Layout {
    /// The least room between label and value: the standard stack spacing.
    static let gap: CGFloat = 8

    private func widths(_ width: CGFloat?, _ subviews: Subviews) -> [CGFloat?] {
        guard let width, subviews.count == 2 else { return subviews.map { _ in width } }
        let ideal = subviews.map { $0.sizeThatFits(.unspecified).width }
        let available = max(0, width - Self.gap)
        if ideal[0] + ideal[1] <= available { return ideal }
        let half = available / 2
        if ideal[0] <= half { return [ideal[0], available - ideal[0]] }
        if ideal[1] <= half { return [available - ideal[1], ideal[1]] }
        return [half, half]
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = widths(proposal.width, subviews)
        let sizes = zip(subviews, widths).map { $0.sizeThatFits(ProposedViewSize(width: $1, height: proposal.height)) }
        let ideal = sizes.reduce(0) { $0 + $1.width } + (sizes.count > 1 ? Self.gap : 0)
        // Offered a width, the row takes all of it (the value sits at its trailing edge).
        return CGSize(width: proposal.width ?? ideal, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widths = widths(bounds.width, subviews)
        for (index, (subview, width)) in zip(subviews, widths).enumerated() {
            let p = ProposedViewSize(width: width, height: proposal.height)
            if index == subviews.count - 1, index > 0 {
                subview.place(at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing, proposal: p)
            } else {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: p)
            }
        }
    }
}

extension LabeledContent where Label == Text {
    /// A row with a localized title and `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A row with a string title and `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row with a localized title and a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }) { Text(titleKey) }
    }
    /// A row with a string title and a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }) { Text(title) }
    }
}

/// A control for navigating to a URL: its label in the tint colour.
nonisolated public struct Link<Label: View>: View {
    let label: Label
    /// The URL the link opens (never opened in a render).
    public let destination: URL
    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination; self.label = label()
    }
    @Environment(\.resolvedTint) private var tint
    public var body: some View { label.foregroundColor(tint) }
}

extension Link where Label == Text {
    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// A control for presenting a menu: a static picture shows its label in the tint colour.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label, content: Content
    /// A menu showing `label`; its `content` is not drawn (a menu is closed in a picture).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }
    /// A menu made from a style's configuration draws the system's look, not the style that made it.
    var systemLook = false
    @Environment(\.resolvedTint) private var tint
    @Environment(\.menuStyleBox) private var style
    public var body: some View {
        if let style, !systemLook {
            style.makeBody(MenuStyleConfiguration(label: .init(AnyView(label)), content: .init(AnyView(content))))
        } else {
            label.foregroundColor(tint)
        }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A menu made from a style's configuration, so that a custom style can wrap the system's look.
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label; content = configuration.content; systemLook = true
    }
}

extension Menu {
    /// A menu with a primary action (run on a tap, never in a render) and `content` behind a long press.
    @preconcurrency
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: label)
    }
}

extension Menu where Label == Text {
    /// A menu with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A menu with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A menu with a localized title and a primary action (never run in a render).
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
                primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A menu with a string title and a primary action (never run in a render).
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content) { Text(title) }
    }
}

extension Button where Label == Darkroom.Label<Text, Image> {
    /// A button whose label is a localized title beside a symbol image.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(action: action) { Darkroom.Label(titleKey, systemImage: systemImage) }
    }
    /// A button whose label is a string title beside a symbol image.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(action: action) { Darkroom.Label(title, systemImage: systemImage) }
    }
}

import Foundation

/// A standard label: an icon beside a title, 8 points apart, centred vertically.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title, icon: Icon
    /// A label of `title` and `icon` views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    @Environment(\.labelLook) private var look
    @Environment(\.isFormRow) private var isFormRow
    @Environment(\.resolvedTint) private var tint
    public var body: some View {
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
}

enum LabelLook: Sendable { case titleAndIcon, titleOnly, iconOnly }
private struct LabelLookKey: EnvironmentKey { static let defaultValue = LabelLook.titleAndIcon }
extension EnvironmentValues {
    var labelLook: LabelLook { get { self[LabelLookKey.self] } set { self[LabelLookKey.self] = newValue } }
}

/// A type that applies a custom appearance to all labels within a view.
///
/// The styles Darkroom declares are the ones there are: the requirement that picks their look is engine SPI.
public protocol LabelStyle { @_spi(Engine) var _look: Int { get } }
/// The default: title and icon.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    @_spi(Engine) public var _look: Int { 0 }
}
/// The icon beside the title.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    @_spi(Engine) public var _look: Int { 0 }
}
/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    @_spi(Engine) public var _look: Int { 1 }
}
/// The icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    @_spi(Engine) public var _look: Int { 2 }
}
extension LabelStyle where Self == DefaultLabelStyle {
    /// The default: title and icon.
    public static var automatic: DefaultLabelStyle { .init() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon beside the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { .init() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { .init() }
}

nonisolated extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelLook, style._look == 1 ? .titleOnly : style._look == 2 ? .iconOnly : .titleAndIcon)
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
    public var body: some View {
        // Each side is one subview of the row layout, however many views it holds.
        LabeledContentLayout {
            HStack { label }
            HStack { content }.foregroundColor(.secondary)
        }
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
    @Environment(\.resolvedTint) private var tint
    public var body: some View { label.foregroundColor(tint) }
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

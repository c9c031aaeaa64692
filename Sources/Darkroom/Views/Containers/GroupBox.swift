import Foundation

/// A stylized view with an optional label: iOS draws it as a rounded rectangle
/// (8-point corners) in the secondary system background (#F2F2F7; dark #1C1C1E)
/// with 16 points of padding, the label in the headline style 8 points above the content.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content
    /// Creates a group box with a custom label.
    ///
    /// - Parameters:
    ///   - content: The views the box groups.
    ///   - label: The box's label, drawn in the headline style above the content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }
    /// Creates a group box with a label view given before the content.
    ///
    /// - Parameters:
    ///   - label: The box's label, drawn in the headline style above the content.
    ///   - content: The views the box groups.
    public init(label: Label, @ViewBuilder content: () -> Content) { self.content = content(); self.label = label }
    /// Creates a group box without a label.
    ///
    /// - Parameter content: The views the box groups.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView { self.content = content(); label = nil }
    /// Creates a group box whose label is a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the box's title.
    ///   - content: The views the box groups.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text {
        self.content = content(); label = Text(titleKey)
    }
    /// Creates a group box whose label is a string, shown verbatim.
    ///
    /// - Parameters:
    ///   - title: The box's title.
    ///   - content: The views the box groups.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text {
        self.content = content(); label = Text(title)
    }

    /// A group box made from a style's configuration draws the system's look, not the style that made it.
    var systemLook = false

    @Environment(\.groupBoxStyleBox) private var style
    public var body: some View {
        if let style, !systemLook {
            style.makeBody(GroupBoxStyleConfiguration(
                label: .init(AnyView(label)), content: .init(AnyView(content))))
        } else {
            GroupBoxBody(label: label, content: content)
        }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box made from a style's configuration, so that a custom style can wrap the system's look.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label; content = configuration.content; systemLook = true
    }
}

/// iOS's group box: a rounded rectangle (8-point corners) in the secondary system background with 16 points
/// of padding, the label in the headline style 8 points above the content.
nonisolated struct GroupBoxBody<Label: View, Content: View>: View {
    let label: Label?
    let content: Content
    static var fill: Color {
        Color(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x1C1C1E), name: "secondarySystemBackground")
    }
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Self.fill))
    }
}

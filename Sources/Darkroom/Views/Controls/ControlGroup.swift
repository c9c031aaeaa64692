import Foundation

/// Related controls side by side, as SwiftUI's `ControlGroup`: its content in a row (the label shows only
/// in the menu styles, which draw a closed menu).
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    /// A control group made from a style's configuration draws the system's look, not the style that made it.
    var systemLook = false
    /// Creates a control group of the given controls.
    ///
    /// - Parameter content: The controls, drawn side by side 12 points apart.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @Environment(\.controlGroupStyleBox) private var style
    public var body: some View {
        if let style, !systemLook {
            let labeled = content as? any LabeledControlGroupParts
            style.makeBody(ControlGroupStyleConfiguration(
                content: .init(labeled?.contentView ?? AnyView(content)),
                label: .init(labeled?.labelView ?? AnyView(EmptyView()))))
        } else {
            HStack(spacing: 12) { content }
        }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// A control group made from a style's configuration, so that a custom style can wrap the system's look.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        content = configuration.content; systemLook = true
    }
}

extension ControlGroup {
    /// A control group of `content` with a label (shown when the group collapses into a menu).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }
    /// A control group of `content` with a localized title.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }
    /// A control group of `content` with a string title.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }
}

/// The content of a control group with a label: its controls (the label shows when the group collapses).
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

/// A labeled group's parts, for a style's configuration.
protocol LabeledControlGroupParts {
    var contentView: AnyView { get }
    var labelView: AnyView { get }
}
extension LabeledControlGroupContent: LabeledControlGroupParts {
    var contentView: AnyView { AnyView(content) }
    var labelView: AnyView { AnyView(label) }
}

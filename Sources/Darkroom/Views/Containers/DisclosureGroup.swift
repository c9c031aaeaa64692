import Foundation

/// A view that shows or hides another content view: its label with a chevron
/// in the tint colour (pointing right when collapsed, down when expanded),
/// followed by the content when expanded.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let isExpanded: Bool
    let label: Label, content: Content
    /// Creates a collapsed disclosure group with a custom label.
    ///
    /// - Parameters:
    ///   - content: The views shown when the group is expanded.
    ///   - label: The view that describes the content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = false; self.content = content(); self.label = label()
    }
    /// Creates a disclosure group whose expansion is controlled by a binding.
    ///
    /// A render shows the group as the binding's current value says; tapping does nothing in a still frame.
    ///
    /// - Parameters:
    ///   - isExpanded: Whether the group is expanded.
    ///   - content: The views shown when the group is expanded.
    ///   - label: The view that describes the content.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded.wrappedValue; self.content = content(); self.label = label()
    }
    @Environment(\.disclosureGroupStyleBox) private var style
    public var body: some View {
        if let style {
            style.makeBody(DisclosureGroupStyleConfiguration(
                label: .init(AnyView(label)), content: .init(AnyView(content)), isExpanded: .constant(isExpanded)))
        } else {
            DisclosureGroupBody(label: label, content: content, isExpanded: isExpanded)
        }
    }
}

/// iOS's disclosure group: the label with a tinted chevron at the trailing edge (pointing down when
/// expanded), the content below the label when expanded.
nonisolated struct DisclosureGroupBody<Label: View, Content: View>: View {
    let label: Label, content: Content
    let isExpanded: Bool
    @Environment(\.resolvedTint) private var tint
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                label
                Spacer()
                if isExpanded {
                    DownChevron().stroke(tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                        .frame(width: 12, height: 7)
                } else {
                    ForwardChevron().stroke(tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                        .frame(width: 7, height: 12)
                }
            }
            if isExpanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a collapsed disclosure group whose label is a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the group's title.
    ///   - content: The views shown when the group is expanded.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// Creates a disclosure group with a localized title, its expansion controlled by a binding.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the group's title.
    ///   - isExpanded: Whether the group is expanded.
    ///   - content: The views shown when the group is expanded.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// Creates a collapsed disclosure group whose label is a string, shown verbatim.
    ///
    /// - Parameters:
    ///   - title: The group's title.
    ///   - content: The views shown when the group is expanded.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// Creates a disclosure group with a string title, its expansion controlled by a binding.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

nonisolated private struct DownChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        return p
    }
}

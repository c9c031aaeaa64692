import Foundation

/// The key `.tag(_:)` stores a view's tag under (a layout value: pickers read it from their options).
enum TagKey: LayoutValueKey { static var defaultValue: AnyHashable? { nil } }

nonisolated extension View {
    /// Sets the unique tag value of this view (a `Picker` option's value).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        layoutValue(key: TagKey.self, value: Optional(AnyHashable(tag)))
    }
    /// Sets the tag, optionally also wrapped as an optional (for optional selections).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { self.tag(tag) }
}

/// A control for selecting from a set of mutually exclusive values.
///
/// The option whose `tag` (or `ForEach` identifier) equals the selection is
/// shown. The default (menu) style draws the selected option in the tint colour
/// with an up-and-down chevron; in a `Form` row, the label leads and the value
/// trails in the secondary colour. `.pickerStyle(.segmented)` draws iOS's
/// segmented control.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    /// Creates a picker with a custom label.
    ///
    /// - Parameters:
    ///   - selection: The value of the selected option: the option whose `tag` (or `ForEach` identifier)
    ///     equals it is shown.
    ///   - content: The options, each tagged with its value.
    ///   - label: The view that describes the picker; shown at the leading edge of a `Form` row.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection; self.content = content(); self.label = label()
    }
    public var body: Never { primitiveBody("Picker") }

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        let env = context.environment
        let selected = AnyHashable(selection.wrappedValue)
        // Options are resolved in the look they are shown with (font, colour), then the selected one is picked.
        func options(_ change: (inout EnvironmentValues) -> Void) -> [LayoutNode] {
            var c = context
            c.stackAxis = nil
            c.environment.isFormRow = false
            change(&c.environment)
            return Resolver.children(of: content, c)
        }
        if env.pickerStyleKind == .segmented {
            let regular = options { $0.font = .system(size: 13) }
            let bold = options { $0.font = .system(size: 13, weight: .semibold) }
            let index = regular.firstIndex { $0.value(TagKey.self) == selected }
            let shown = regular.indices.map { $0 == index ? bold[$0] : regular[$0] }
            return Resolver.node(SegmentedControl(options: shown, selectedIndex: index).formRowCompact(32), context)
        }
        if env.pickerStyleKind == .wheel {
            let rows = options { $0.font = .system(size: 21) }
            let index = rows.firstIndex { $0.value(TagKey.self) == selected }
            return Resolver.node(PickerWheel(options: rows, selectedIndex: index), context)
        }
        if env.pickerStyleKind == .inline, env.isFormRow {
            let rows = options { _ in }
            let index = rows.firstIndex { $0.value(TagKey.self) == selected }
            return Resolver.node(PickerInlineRows(options: rows, selectedIndex: index), context)
        }
        let color: Color = env.isFormRow ? .secondary : env.resolvedTint
        let value = options { $0.foregroundStyle = AnyShapeStyle(color) }.first { $0.value(TagKey.self) == selected }
            .map { NodeView(node: $0) }
        if env.isFormRow, !env.labelsHidden, env.pickerStyleKind == .navigationLink
            || (env.pickerStyleKind == .automatic && env.isInNavigationContainer
                && env.osGeneration.formPickersPushInNavigation)
        {
            // A navigation-link picker's row: label, the value in the secondary colour, the disclosure chevron.
            return Resolver.node(LabeledContentLayout {
                HStack { label }
                HStack(spacing: 12) { value; DisclosureChevron() }
            }, context)
        }
        let chevrons = UpDownChevrons().stroke(
            color, style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round)
        )
        .frame(width: 8, height: 12)
        let selection = HStack(spacing: 6) { value; chevrons }
        guard env.isFormRow, !env.labelsHidden else { return Resolver.node(selection, context) }
        // In a form row, label and value keep their ideal widths whenever both fit, as in a LabeledContent row.
        return Resolver.node(LabeledContentLayout {
            HStack { label }
            selection
        }, context)
    }
}

extension Picker where Label == Text {
    /// Creates a picker with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's title.
    ///   - selection: The value of the selected option.
    ///   - content: The options, each tagged with its value.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    /// Creates a picker with a string title, shown verbatim.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The value of the selected option.
    ///   - content: The options, each tagged with its value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A resolved node presented as a view (so control bodies can reuse resolved options).
nonisolated struct NodeView: View, PrimitiveView {
    let node: LayoutNode
    var body: Never { primitiveBody("NodeView") }
    func makeNode(_ context: ResolveContext) -> LayoutNode { node }
}

/// iOS's segmented control: equal segments in a 32-point capsule-cornered track
/// (`tertiarySystemFill`, 9-point corners); the selected segment is a white
/// rounded rectangle inset 2 points with a soft shadow. Segment titles use 13-point text.
nonisolated struct SegmentedControl: View {
    let options: [LayoutNode]
    let selectedIndex: Int?
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<options.count) { i in
                NodeView(node: options[i])
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity, minHeight: 28)
                    .background {
                        if i == selectedIndex {
                            RoundedRectangle(cornerRadius: 7, style: .continuous).fill(ControlColors.segment)
                                .shadow(color: ControlColors.knobShadow, radius: 2, x: 0, y: 1)
                        }
                    }
                    .padding(2)
            }
        }
        .frame(height: 32)
        .background(RoundedRectangle(cornerRadius: 9, style: .continuous).fill(ControlColors.fill))
    }
}

/// The picker styles Darkroom tells apart.
/// How pickers draw: `automatic` is the menu look, or a navigation row where the OS generation pushes form
/// pickers (`OSGeneration.formPickersPushInNavigation`).
enum PickerStyleKind: Int, Sendable { case automatic, segmented, menu, wheel, inline, navigationLink }
private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }
extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
///
/// The styles Darkroom declares are the ones there are: the requirement that picks their look is engine SPI.
public protocol PickerStyle { @_spi(Engine) var _kind: Int { get } }
/// The default picker style: the menu look.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the default picker style.
    public init() {}
    @_spi(Engine) public var _kind: Int { 0 }
}
/// A picker style that presents the options as a menu: the selected option in the tint colour with an
/// up-and-down chevron.
public struct MenuPickerStyle: PickerStyle {
    /// Creates the menu picker style.
    public init() {}
    @_spi(Engine) public var _kind: Int { 2 }
}
/// A picker style that shows the options in a wheel: the selected option in a grey band, its neighbours above
/// and below it fading out.
public struct WheelPickerStyle: PickerStyle {
    /// Creates the wheel picker style.
    public init() {}
    @_spi(Engine) public var _kind: Int { 3 }
}
/// A picker style that shows the options inline with the other views of the container: in a form, one row per
/// option with a checkmark at the selected one (elsewhere drawn like the menu style).
public struct InlinePickerStyle: PickerStyle {
    /// Creates the inline picker style.
    public init() {}
    @_spi(Engine) public var _kind: Int { 4 }
}
/// A picker style that pushes a list of the options from a navigation link: in a form row, the label, the
/// selected value in the secondary colour and a disclosure chevron.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates the navigation link picker style.
    public init() {}
    @_spi(Engine) public var _kind: Int { 5 }
}
/// A picker style that presents the options in iOS's segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the segmented picker style.
    public init() {}
    @_spi(Engine) public var _kind: Int { 1 }
}
extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style: the menu look.
    public static var automatic: DefaultPickerStyle { .init() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu.
    public static var menu: MenuPickerStyle { .init() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that shows the options in a wheel.
    public static var wheel: WheelPickerStyle { .init() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that shows the options inline (one row per option in a form).
    public static var inline: InlinePickerStyle { .init() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style that pushes a list of the options from a navigation link (a chevron row in a form).
    public static var navigationLink: NavigationLinkPickerStyle { .init() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in iOS's segmented control.
    public static var segmented: SegmentedPickerStyle { .init() }
}

nonisolated extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, PickerStyleKind(rawValue: style._kind) ?? .automatic)
    }
}

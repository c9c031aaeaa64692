import Foundation

/// A control that toggles between on and off: its label at the leading edge and
/// iOS's 51 × 31 switch at the trailing edge (green #34C759 when on, or the tint
/// if one is set; a white 27-point knob).
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// Creates a toggle with a custom label.
    ///
    /// - Parameters:
    ///   - isOn: Whether the toggle is on; the switch is drawn in that state.
    ///   - label: The view that describes the toggle, at the leading edge.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn; self.label = label(); systemLook = false; isMixed = false
    }
    /// Creates a toggle for a collection of bindings: on when every one is on, mixed when only some are.
    ///
    /// - Parameters:
    ///   - sources: The elements holding the bindings.
    ///   - isOn: Where each element's binding is; setting the toggle sets all of them.
    ///   - label: The view that describes the toggle, at the leading edge.
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let onCount = bindings.filter(\.wrappedValue).count
        self.isOn = Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                            set: { value in bindings.forEach { $0.wrappedValue = value } })
        self.label = label(); systemLook = false
        isMixed = onCount > 0 && onCount < bindings.count
    }
    /// A toggle made from a style's configuration draws the system's look, not the style that made it.
    let systemLook: Bool
    /// Whether some but not all of the toggle's sources are on.
    let isMixed: Bool

    @Environment(\.toggleStyleBox) private var style
    public var body: some View {
        (systemLook ? .automatic : style)
            .makeBody(ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn, isMixed: isMixed))
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration, so that a custom style can wrap the system's look.
    public init(_ configuration: ToggleStyleConfiguration) {
        isOn = configuration.$isOn; label = configuration.label; systemLook = true
        isMixed = configuration.isMixed
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the toggle's title.
    ///   - isOn: Whether the toggle is on; the switch is drawn in that state.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    /// Creates a toggle with a string title, shown verbatim.
    ///
    /// - Parameters:
    ///   - title: The toggle's title.
    ///   - isOn: Whether the toggle is on; the switch is drawn in that state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
    /// Creates a toggle with a localized title for a collection of bindings (mixed when only some are on).
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) { self.init(sources: sources, isOn: isOn) { Text(titleKey) } }
    /// Creates a toggle with a string title for a collection of bindings (mixed when only some are on).
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) { self.init(sources: sources, isOn: isOn) { Text(title) } }
}

/// The switch itself, 51 × 31 points.
nonisolated struct SwitchTrack: View {
    let isOn: Bool
    let onColor: Color
    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? onColor : ControlColors.switchOff)
            Circle().fill(Color.white)
                .frame(width: 27, height: 27)
                .shadow(color: ControlColors.knobShadow, radius: 2, x: 0, y: 1)
                .padding(2)
        }
        .frame(width: 51, height: 31)
    }
}

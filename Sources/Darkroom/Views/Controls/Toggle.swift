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
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }

    @Environment(\.tint) private var tint
    @Environment(\.labelsHidden) private var labelsHidden
    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            SwitchTrack(isOn: isOn.wrappedValue, onColor: tint ?? .green)
        }
        .formRowCompact(31)
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

/// The appearance of toggles (every style draws the iOS switch).
public protocol ToggleStyle {}
/// The default toggle style: a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the default toggle style.
    public init() {}
}
/// A toggle style that shows a leading label and a trailing switch.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the switch toggle style.
    public init() {}
}
/// A toggle style that shows a button with the label as its title (drawn as a switch in a render).
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the button toggle style.
    public init() {}
}
extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style: a switch on iOS.
    public static var automatic: DefaultToggleStyle { .init() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that shows a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { .init() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that shows a button with the label as its title (drawn as a switch in a render).
    public static var button: ButtonToggleStyle { .init() }
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    var labelsHidden: Bool { get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue } }
}

nonisolated extension View {
    /// Sets the style for toggles in this view (accepted; toggles draw iOS's switch).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    /// Hides the labels of controls in this view (toggles, pickers, steppers).
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

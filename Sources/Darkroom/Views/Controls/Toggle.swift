import Foundation

/// A control that toggles between on and off: its label at the leading edge and
/// iOS's 51 × 31 switch at the trailing edge (green #34C759 when on, or the tint
/// if one is set; a white 27-point knob).
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
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
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
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
nonisolated public struct DefaultToggleStyle: ToggleStyle { public init() {} }
nonisolated public struct SwitchToggleStyle: ToggleStyle { public init() {} }
nonisolated public struct ButtonToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

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

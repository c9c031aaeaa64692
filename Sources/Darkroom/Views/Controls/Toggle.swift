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

import Foundation

/// A control for choosing a colour: the label at the leading edge and, at the
/// trailing edge, iOS's 28-point colour well (the colour in a circle inside a ring).
nonisolated public struct ColorPicker<Label: View>: View {
    let color: Color
    let label: Label
    /// Creates a colour picker bound to a colour, with a custom label.
    ///
    /// - Parameters:
    ///   - selection: The colour shown in the colour well.
    ///   - supportsOpacity: Whether the picker offers an opacity control (accepted; the well draws the same).
    ///   - label: The view that describes the picker, at the leading edge.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = selection.wrappedValue; self.label = label()
    }
    /// Creates a colour picker bound to a Core Graphics colour, with a custom label.
    ///
    /// - Parameters:
    ///   - selection: The colour shown in the colour well.
    ///   - supportsOpacity: Whether the picker offers an opacity control (accepted; the well draws the same).
    ///   - label: The view that describes the picker, at the leading edge.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = Color(cgColor: selection.wrappedValue); self.label = label()
    }

    @Environment(\.labelsHidden) private var labelsHidden

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            ZStack {
                Circle().strokeBorder(
                    AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                    lineWidth: 3)
                Circle().fill(color).padding(5)
            }
            .frame(width: 28, height: 28)
        }
        .formRowCompact(28)
    }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's title.
    ///   - selection: The colour shown in the colour well.
    ///   - supportsOpacity: Whether the picker offers an opacity control (accepted; the well draws the same).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    /// Creates a colour picker with a string title, shown verbatim.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The colour shown in the colour well.
    ///   - supportsOpacity: Whether the picker offers an opacity control (accepted; the well draws the same).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

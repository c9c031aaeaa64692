import Foundation

/// A control for choosing a colour: the label at the leading edge and, at the
/// trailing edge, iOS's 28-point colour well (the colour in a circle inside a ring).
nonisolated public struct ColorPicker<Label: View>: View {
    let color: Color
    let label: Label
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = selection.wrappedValue; self.label = label()
    }
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
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

import Foundation

/// Bordered buttons: at the regular control size 12 points of horizontal and 7 of
/// vertical padding around the label, on a rounded rectangle with 8-point corners
/// (see `BorderedMetrics` for the other sizes; `buttonBorderShape` picks the shape).
nonisolated struct BorderedLabel: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.resolvedTint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        let color = configuration.role == .destructive ? Color.red : tint
        let m = BorderedMetrics(controlSize)
        // Disabled, both bordered styles lose their tint: a grey fill (`tertiarySystemFill`) under a label in the
        // tertiary grey.
        let fill: Color = !isEnabled ? ControlColors.fill : prominent ? color : color.opacity(0.15)
        let text: Color = !isEnabled ? ControlColors.placeholder : prominent ? .white : color
        configuration.label
            .foregroundColor(text)
            .padding(.horizontal, m.horizontal)
            .padding(.vertical, m.vertical)
            .background(
                BorderedShape(shape: borderShape, radius: m.radius).fill(fill))
    }
}

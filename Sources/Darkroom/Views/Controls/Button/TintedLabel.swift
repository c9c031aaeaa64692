import Foundation

/// The label of the default and borderless styles: in the tint colour (red for a destructive role).
nonisolated struct TintedLabel: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.resolvedTint) private var tint
    @Environment(\.isFormRow) private var isFormRow
    @Environment(\.foregroundStyle) private var explicitStyle
    var body: some View {
        // `.foregroundColor`/`.foregroundStyle` on the button (or above it) wins over the
        // tint, as in SwiftUI; a destructive role stays red.
        let inherits = explicitStyle != nil && configuration.role != .destructive
        let color = configuration.role == .destructive ? Color.red : tint
        if inherits {
            if isFormRow {
                configuration.label.frame(maxWidth: .infinity, alignment: .leading)
            } else {
                configuration.label
            }
        } else if isFormRow {
            // A button row: its label sits at the row's leading edge, the row takes the width.
            configuration.label.foregroundColor(color).frame(maxWidth: .infinity, alignment: .leading)
        } else {
            configuration.label.foregroundColor(color)
        }
    }
}

import Foundation

/// The label of the default and borderless styles: in the tint colour (red for a destructive role).
nonisolated struct TintedLabel: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.resolvedTint) private var tint
    @Environment(\.isFormRow) private var isFormRow
    @Environment(\.foregroundStyle) private var explicitStyle
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isBesideInFormRow) private var isBesideInFormRow
    var body: some View {
        let isFormRow = isFormRow && !isBesideInFormRow
        // `.foregroundColor`/`.foregroundStyle` on the button (or above it) wins over the
        // tint, as in SwiftUI; a destructive role stays red.
        // A disabled button's label is drawn in the tertiary grey whatever its tint or role, as UIKit dims it.
        let inherits = explicitStyle != nil && configuration.role != .destructive && isEnabled
        let color = !isEnabled ? ControlColors.placeholder : configuration.role == .destructive ? Color.red : tint
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

import Foundation

/// An inline picker in a form: one 44-point row per option, a checkmark in the tint at the selected one, a
/// separator between rows (from the option's leading edge), laid over the row's own 11-point margins so the
/// options sit at a list's row pitch.
nonisolated struct PickerInlineRows: View {
    let options: [LayoutNode]
    let selectedIndex: Int?
    @Environment(\.resolvedTint) private var tint

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<options.count, id: \.self) { i in
                HStack {
                    NodeView(node: options[i])
                    Spacer()
                    if i == selectedIndex {
                        Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(tint)
                    }
                }
                .frame(height: GroupedListNode.rowMinHeight)
                .overlay(alignment: .bottom) { if i < options.count - 1 { Divider() } }
            }
        }
        .padding(.vertical, -GroupedListNode.rowPadding)
    }
}

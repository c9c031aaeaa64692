import Foundation

/// iOS's wheel picker, still: 216 points tall, the selected option centred in a 34-point grey band
/// (`tertiarySystemFill`, 8-point corners), two options above and below it at 32-point pitch fading out.
///
/// UIKit documents `UIPickerView`'s 216-point height; the band, pitch and fading are read from Apple's
/// pictures of the control and not yet measured on a recording in this repository.
nonisolated struct PickerWheel: View {
    let options: [LayoutNode]
    let selectedIndex: Int?

    static let height: CGFloat = 216
    static let pitch: CGFloat = 32
    static let band: CGFloat = 34

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(ControlColors.fill)
                .frame(height: Self.band)
                .padding(.horizontal, 8)
            if let selectedIndex {
                ForEach(-3...3, id: \.self) { step in
                    let i = selectedIndex + step
                    if options.indices.contains(i) {
                        NodeView(node: options[i])
                            .lineLimit(1)
                            .opacity(step == 0 ? 1 : max(0.15, 0.55 - 0.15 * Double(abs(step) - 1)))
                            .scaleEffect(step == 0 ? 1 : 1 - 0.06 * CGFloat(abs(step)))
                            .offset(y: CGFloat(step) * Self.pitch)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .clipped()
    }
}


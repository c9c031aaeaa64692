import Foundation

/// iOS's disclosure chevron at the end of a navigation row: 7 × 12 points, stroked 2 points wide in the
/// tertiary grey.
nonisolated struct DisclosureChevron: View {
    var body: some View {
        ForwardChevron().stroke(
            ControlColors.placeholder, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        )
        .frame(width: 7, height: 12)
    }
}

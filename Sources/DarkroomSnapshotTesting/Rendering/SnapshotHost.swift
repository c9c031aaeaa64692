import DarkroomCompat
import Foundation

/// The hosting controller's view, as a still frame has it: the system
/// background behind everything and, in a device container, the content
/// proposed the safe area's size and centred in it.
nonisolated struct SnapshotHost<Content: View>: View {
    let content: Content
    let safeArea: EdgeInsets
    let background: Color
    /// Whether the host has a fixed size (device or fixed layout) rather than fitting the content.
    let fillsContainer: Bool

    @ViewBuilder var body: some View {
        if fillsContainer {
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .padding(safeArea)
                .background(background)
        } else {
            content.background(background)
        }
    }
}

import DarkroomCompat
import Foundation

/// The hosting controller's view, as a still frame has it: the system
/// background behind everything (under the safe area too) and, in a device container, the content
/// proposed the safe area's size and centred in it (the renderer's `safeAreaInsets`).
nonisolated struct SnapshotHost<Content: View>: View {
    let content: Content
    let background: Color
    /// Whether the host has a fixed size (device or fixed layout) rather than fitting the content.
    let fillsContainer: Bool

    @ViewBuilder var body: some View {
        if fillsContainer {
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(background, ignoresSafeAreaEdges: .all)
        } else {
            content.background(background)
        }
    }
}

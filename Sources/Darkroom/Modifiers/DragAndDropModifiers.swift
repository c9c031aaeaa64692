import Foundation

extension View {
    /// A drag source; no pointer in a still frame.
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// A drop target; nothing is dropped on a still frame.
    nonisolated public func onDrop(
        of supportedContentTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider]) -> Bool
    ) -> some View { self }
}

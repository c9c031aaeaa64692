import Foundation

extension View {
    /// A drag source; no pointer in a still frame.
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// A drop target; nothing is dropped on a still frame.
    nonisolated public func onDrop(
        of supportedContentTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider]) -> Bool
    ) -> some View { self }
    /// Marks the view draggable; no pointer in a still frame.
    nonisolated public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// Marks the view a drop destination; nothing is dropped on a still frame.
    nonisolated public func dropDestination<T>(
        for payloadType: T.Type = T.self,
        action: @escaping @MainActor ([T], CGPoint) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> some View { self }
}

import Foundation

/// The system's paste button, as SwiftUI's `PasteButton`: drawn as iOS draws it, "Paste" with the
/// clipboard symbol on a capsule in the tint colour. A render has no pasteboard, so the action never runs.
nonisolated public struct PasteButton: View {
    /// A button that would paste values of `payloadType`.
    @preconcurrency
    public init<T>(payloadType: T.Type, onPaste: @escaping @MainActor ([T]) -> Void) {}

    public var body: some View {
        Button(action: {}) {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
    }
}

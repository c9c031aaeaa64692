import Foundation

extension PasteButton {
    /// A paste button that would hand the pasteboard's items of `supportedContentTypes` to `payloadAction`;
    /// drawn as the other paste button. A render has no pasteboard, so the action never runs.
    @preconcurrency
    public init(supportedContentTypes: [UTType], payloadAction: @escaping @MainActor ([NSItemProvider]) -> Void) {}
}

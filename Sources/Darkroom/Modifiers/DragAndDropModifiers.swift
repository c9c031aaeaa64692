import Foundation

#if !canImport(Darwin)
/// Foundation's drag-and-drop payload type, absent from Foundation on Linux: enough
/// of it for drag-and-drop code to compile. Nothing is ever dragged or dropped on a
/// still frame, so providers are made and never asked for their items.
open class NSItemProvider: NSObject {
    /// The name a dropped file would get.
    open var suggestedName: String?
    /// Type identifiers this provider offers.
    public private(set) var registeredTypeIdentifiers: [String] = []
    public override init() { super.init() }
    public convenience init(object: Any) { self.init() }
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        if let typeIdentifier { registeredTypeIdentifiers = [typeIdentifier] }
    }
    public convenience init?(contentsOf fileURL: URL) { self.init() }
}
#endif

extension View {
    /// A drag source; no pointer in a still frame.
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// A drop target; nothing is dropped on a still frame.
    nonisolated public func onDrop(
        of supportedContentTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider]) -> Bool
    ) -> some View { self }
}

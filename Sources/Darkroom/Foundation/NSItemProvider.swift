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
    /// Creates a provider for an object; the object is not kept, since nothing asks for it.
    public convenience init(object: Any) { self.init() }
    /// Creates a provider for an item of the given type, which becomes its only registered type identifier.
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        if let typeIdentifier { registeredTypeIdentifiers = [typeIdentifier] }
    }
    /// Creates a provider for the file at a URL; the file is not read, and the provider is never `nil`.
    public convenience init?(contentsOf fileURL: URL) { self.init() }
}
#endif

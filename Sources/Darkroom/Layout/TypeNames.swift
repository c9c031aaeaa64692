import Foundation

/// Node names derived from Swift types ("Circle" for `Circle`, "Rectangle" for
/// `InsettableShape<Rectangle>`'s base), computed once per type: printing a type
/// demangles its metadata, which a view tree of 50,000 shapes would otherwise
/// do 50,000 times.
enum TypeNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: String] = [:]

    /// The type's name without generic arguments.
    static func base<T>(of type: T.Type) -> String {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let name = cache[key] { return name }
        // `_typeName` reads the metadata's name directly; `String(describing:)`
        // would first look the metatype up for three printing protocols.
        let name = String(_typeName(type, qualified: false).prefix { $0 != "<" })
        cache[key] = name
        return name
    }
}

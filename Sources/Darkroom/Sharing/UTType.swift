import Foundation

/// A uniform type identifier, as UniformTypeIdentifiers' `UTType`: an identifier (`public.png`),
/// the types it conforms to, and its filename extensions and MIME types.
///
/// Linux has no type database, so the system types are declared here (the ones
/// `UTType.png`, `.pdf`, `.plainText`… name, with their extensions and MIME types), and
/// `UTType(exportedAs:conformingTo:)` declares an app's own, as its Info.plist would. Code keeps
/// `#if canImport(UniformTypeIdentifiers) import UniformTypeIdentifiers #endif`: no module of
/// Darkroom carries that name, so the check stays false on Linux and the names come from here.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.png`, `com.example.card`).
    public let identifier: String
    let parents: [String]
    let extensions: [String]
    let mimeTypes: [String]
    /// Whether the type was made from a tag Darkroom does not know (`dyn.` identifiers).
    public let isDynamic: Bool

    init(identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [],
         isDynamic: Bool = false) {
        self.identifier = identifier; self.parents = parents
        self.extensions = extensions; self.mimeTypes = mimeTypes; self.isDynamic = isDynamic
    }

    /// The declared type with this identifier; `nil` when neither the system types nor an app's
    /// `UTType(exportedAs:)` declare it.
    public init?(_ identifier: String) {
        guard let known = UTTypeRegistry.type(identifier: identifier) else { return nil }
        self = known
    }

    /// Declares (and returns) an app's own type, as an exported type in its Info.plist:
    /// conforming to `parentType` (`.data` when `nil`), with no filename extension unless
    /// `UTType(exportedAs:conformingTo:)`'s identifier is declared with one elsewhere.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        if let known = UTTypeRegistry.type(identifier: identifier) {
            self = known
            return
        }
        self.init(identifier: identifier, parents: [(parentType ?? .data).identifier])
        UTTypeRegistry.declare(self)
    }

    /// Declares (and returns) a type another app owns, as an imported type.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The type whose filename extension is `filenameExtension` (and conforms to `supertype`); a
    /// dynamic type when none is declared.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of a MIME type (conforming to `supertype`); a dynamic type when none is declared.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The type with `tag` of `tagClass`, conforming to `supertype` when given; a dynamic type
    /// when none is declared.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        let lower = tag.lowercased()
        guard !lower.isEmpty else { return nil }
        let candidates = UTTypeRegistry.all.filter { type in
            (tagClass == .filenameExtension ? type.extensions : type.mimeTypes).contains(lower)
        }
        if let hit = candidates.first(where: { supertype == nil || $0.conforms(to: supertype!) }) {
            self = hit
            return
        }
        let parent = supertype ?? .data
        self.init(identifier: "dyn.\(tagClass == .filenameExtension ? "ext" : "mime").\(lower)",
                  parents: [parent.identifier],
                  extensions: tagClass == .filenameExtension ? [lower] : [],
                  mimeTypes: tagClass == .mimeType ? [lower] : [], isDynamic: true)
    }

    /// The extension files of this type usually have (`png`), or `nil`.
    public var preferredFilenameExtension: String? { extensions.first }
    /// The MIME type of this type (`image/png`), or `nil`.
    public var preferredMIMEType: String? { mimeTypes.first }
    /// The type's tags: its filename extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        var out: [UTTagClass: [String]] = [:]
        if !extensions.isEmpty { out[.filenameExtension] = extensions }
        if !mimeTypes.isEmpty { out[.mimeType] = mimeTypes }
        return out
    }
    /// Whether the type is declared (a system type or one an app declared).
    public var isDeclared: Bool { !isDynamic }
    /// Whether the type is a system type (`public.`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// A description of the type: its identifier here (no localized names on Linux).
    public var localizedDescription: String? { identifier }

    /// Every type this one conforms to, itself excluded.
    public var supertypes: Set<UTType> {
        var out = Set<UTType>()
        var queue = parents
        while let id = queue.popLast() {
            guard let type = UTTypeRegistry.type(identifier: id), out.insert(type).inserted else { continue }
            queue.append(contentsOf: type.parents)
        }
        return out
    }

    /// Whether the type is `type` or conforms to it through its parents.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }
    /// Whether the type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public var description: String { identifier }
    public var debugDescription: String { "<UTType \(identifier)>" }

    public static func == (l: UTType, r: UTType) -> Bool { l.identifier == r.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public init(from decoder: Decoder) throws {
        let id = try decoder.singleValueContainer().decode(String.self)
        self = UTTypeRegistry.type(identifier: id) ?? UTType(identifier: id, parents: ["public.data"])
    }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

/// The kinds of tag a type has, as `UTTagClass`.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Filename extensions (`png`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`image/png`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

/// The declared types: the system's, then those apps declare with `UTType(exportedAs:)`.
enum UTTypeRegistry {
    private final class Declared: @unchecked Sendable {
        let lock = NSLock()
        var types: [String: UTType] = [:]
    }
    private static let declared = Declared()
    static let system: [String: UTType] = Dictionary(
        UTType.systemTypes.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

    static func type(identifier: String) -> UTType? {
        system[identifier] ?? declared.lock.withLock { declared.types[identifier] }
    }
    static func declare(_ type: UTType) {
        declared.lock.withLock { declared.types[type.identifier] = declared.types[type.identifier] ?? type }
    }
    static var all: [UTType] { UTType.systemTypes + declared.lock.withLock { Array(declared.types.values) } }
}

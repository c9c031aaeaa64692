import Foundation

/// A uniform type identifier, as UniformTypeIdentifiers' `UTType` (which Linux lacks): what file
/// documents, drop handlers and paste buttons name their content types with.
///
/// Darkroom knows the identifiers and filename extensions of the common system types; there is no
/// type database to declare or look up others in, so conformance is identity or a known parent.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String
    /// The filename extension the type prefers, if any.
    public let preferredFilenameExtension: String?
    let parent: String?

    init(_ identifier: String, extension ext: String? = nil, parent: String? = nil) {
        self.identifier = identifier; preferredFilenameExtension = ext; self.parent = parent
    }

    /// The type with `identifier`: a known one with its extension, else a bare identifier.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = UTType.known.first { $0.identifier == identifier } ?? UTType(identifier)
    }
    /// The known type whose preferred extension is `filenameExtension`.
    public init?(filenameExtension: String) {
        let ext = filenameExtension.lowercased()
        guard let type = UTType.known.first(where: { $0.preferredFilenameExtension == ext }) else { return nil }
        self = type
    }
    /// A type the app declares (it conforms to `conformingTo`, data by default).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parent: (parentType ?? .data).identifier)
    }
    /// A type another app declares (it conforms to `conformingTo`, data by default).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parent: (parentType ?? .data).identifier)
    }

    /// Whether this type is `type` or one of its known descendants.
    public func conforms(to type: UTType) -> Bool {
        var current: UTType? = self
        while let t = current {
            if t.identifier == type.identifier { return true }
            current = t.parent.flatMap { p in UTType.known.first { $0.identifier == p } }
        }
        return false
    }

    /// The identifier.
    public var description: String { identifier }

    /// Any item.
    public static let item = UTType("public.item", parent: nil)
    /// Any content.
    public static let content = UTType("public.content", parent: "public.item")
    /// Bytes.
    public static let data = UTType("public.data", parent: "public.item")
    /// Any text.
    public static let text = UTType("public.text", parent: "public.data")
    /// Text without markup.
    public static let plainText = UTType("public.plain-text", extension: "txt", parent: "public.text")
    /// UTF-8 text without markup.
    public static let utf8PlainText = UTType("public.utf8-plain-text", parent: "public.plain-text")
    /// JSON.
    public static let json = UTType("public.json", extension: "json", parent: "public.text")
    /// Comma-separated values.
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", extension: "csv",
                                                  parent: "public.text")
    /// Any image.
    public static let image = UTType("public.image", parent: "public.data")
    /// PNG images.
    public static let png = UTType("public.png", extension: "png", parent: "public.image")
    /// JPEG images.
    public static let jpeg = UTType("public.jpeg", extension: "jpeg", parent: "public.image")
    /// PDF documents.
    public static let pdf = UTType("com.adobe.pdf", extension: "pdf", parent: "public.data")
    /// A URL.
    public static let url = UTType("public.url", parent: "public.data")
    /// A file URL.
    public static let fileURL = UTType("public.file-url", parent: "public.url")
    /// A folder.
    public static let folder = UTType("public.folder", parent: "public.item")

    static let known: [UTType] = [
        UTType.item, UTType.content, UTType.data, UTType.text, UTType.plainText, UTType.utf8PlainText, UTType.json,
        UTType.commaSeparatedText, UTType.image, UTType.png, UTType.jpeg, UTType.pdf, UTType.url, UTType.fileURL,
        UTType.folder,
    ]
}

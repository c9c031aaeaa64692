import Foundation

/// A value document opened in a document scene, as SwiftUI's `FileDocumentConfiguration`.
public struct FileDocumentConfiguration<Document> where Document: FileDocument {
    /// The document; `$document` binds to it.
    @Binding public var document: Document
    /// Where the document is stored, if anywhere.
    public var fileURL: URL?
    /// Whether the document can be edited.
    public var isEditable: Bool
}

/// An object document opened in a document scene, as SwiftUI's `ReferenceFileDocumentConfiguration`.
public struct ReferenceFileDocumentConfiguration<Document> where Document: ReferenceFileDocument {
    /// The document.
    public var document: Document
    /// Where the document is stored, if anywhere.
    public var fileURL: URL?
    /// Whether the document can be edited.
    public var isEditable: Bool
}

/// The document a scene shows, as SwiftUI's `DocumentConfiguration` (read from the environment;
/// Darkroom has no document scenes, so there is none).
public struct DocumentConfiguration: Sendable {
    /// Whether the document can be edited.
    public var isEditable: Bool { editable }
    /// Where the document is stored, if anywhere.
    public var fileURL: URL? { url }
    let editable: Bool
    let url: URL?
}

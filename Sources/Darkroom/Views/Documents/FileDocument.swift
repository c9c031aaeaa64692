import Foundation

/// A document stored as a value, as SwiftUI's `FileDocument`. Darkroom has no document scenes
/// (`DocumentGroup`): a document type compiles, and code may read and write it itself.
public protocol FileDocument {
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as (the readable ones by default).
    static var writableContentTypes: [UTType] { get }
    /// Reads a document.
    init(configuration: Self.ReadConfiguration) throws
    /// What reading is given.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// Writes the document.
    func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
    /// What writing is given.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document stored as an object, as SwiftUI's `ReferenceFileDocument`: saved from a snapshot.
public protocol ReferenceFileDocument: ObservableObject {
    /// What a save writes from.
    associatedtype Snapshot
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as (the readable ones by default).
    static var writableContentTypes: [UTType] { get }
    /// Reads a document.
    init(configuration: Self.ReadConfiguration) throws
    /// What reading is given.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// The document's state to save as `contentType`.
    func snapshot(contentType: UTType) throws -> Self.Snapshot
    /// Writes a snapshot.
    func fileWrapper(snapshot: Self.Snapshot, configuration: Self.WriteConfiguration) throws -> FileWrapper
    /// What writing is given.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document's reading is given, as SwiftUI's `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
    /// The type of the file read.
    public let contentType: UTType
    /// The file read.
    public let file: FileWrapper
}

/// What a document's writing is given, as SwiftUI's `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, if any.
    public let existingFile: FileWrapper?
}

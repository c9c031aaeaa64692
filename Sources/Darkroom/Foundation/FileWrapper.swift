import Foundation

/// A file or folder held in memory, as Foundation's `FileWrapper` on Apple platforms (which Foundation
/// on Linux lacks): what `FileDocument` reads from and writes to.
open class FileWrapper {
    /// The name the file would like.
    open var preferredFilename: String?
    /// The file's name.
    open var filename: String?
    /// The bytes of a regular file; nil for a folder.
    open private(set) var regularFileContents: Data?
    /// The children of a folder, by name; nil for a regular file.
    open private(set) var fileWrappers: [String: FileWrapper]?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) { regularFileContents = contents }
    /// A folder holding `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        fileWrappers = childrenByPreferredName
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool { regularFileContents != nil }
    /// Whether the wrapper is a folder.
    open var isDirectory: Bool { fileWrappers != nil }

    /// Writes the file (or folder, recursively) to `url`.
    open func write(to url: URL) throws {
        if let data = regularFileContents {
            try data.write(to: url)
        } else if let children = fileWrappers {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children { try child.write(to: url.appendingPathComponent(name)) }
        }
    }
}

import Foundation

/// What a watch loop compares between two looks at a code base: each Swift file's modification time and size,
/// and the project file's. Polling, not inotify: a look lists the folder and reads file attributes (only a
/// package manifest is parsed, for its target folders), works the same on every file system (bind mounts,
/// network shares, editors that replace a file by renaming a new one over it) and needs no watch per folder.
public struct SourceStamps: Equatable, Sendable {
    /// Per file (relative to the root): modification time and size.
    public var files: [String: Stamp]

    /// One file's stamp.
    public struct Stamp: Equatable, Sendable {
        /// Modification time, seconds since 1970.
        public var modified: Double
        /// Size in bytes.
        public var size: Int
    }

    /// The stamps of the code base at `root` now (the files `SourceSelection` reads, and the project file).
    public static func look(at root: URL) -> SourceStamps {
        var files: [String: Stamp] = [:]
        for file in SourceSelection.swiftFiles(root: root) + [PreviewsConfiguration.fileName] {
            var url = root.appendingPathComponent(file)
            url.removeAllCachedResourceValues()
            guard let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey]),
                  let modified = values.contentModificationDate
            else { continue }
            files[file] = Stamp(modified: modified.timeIntervalSince1970, size: values.fileSize ?? 0)
        }
        return SourceStamps(files: files)
    }

    /// Files added, removed or changed since `earlier`, sorted.
    public func changes(since earlier: SourceStamps) -> [String] {
        Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
    }
}

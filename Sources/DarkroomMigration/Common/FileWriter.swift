import Foundation

/// Writes rewritten files and shows what changed.
public enum FileWriter {
    /// Replaces the file's contents atomically (a temporary file renamed over it), keeping its permissions.
    public static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        try Data(text.utf8).write(to: url, options: .atomic)
        if let permissions = attributes?[.posixPermissions] {
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
        }
    }

    /// A unified diff between two texts of `path`, by diffutils' `diff -u` (empty when equal).
    public static func unifiedDiff(from old: String, to new: String, path: String) throws -> String {
        guard old != new else { return "" }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("darkroom-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a")
        let b = folder.appendingPathComponent("b")
        try Data(old.utf8).write(to: a)
        try Data(new.utf8).write(to: b)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        let shown = path.hasPrefix("/") ? String(path.dropFirst()) : path
        process.arguments = ["-u", "--label", "a/\(shown)", "--label", "b/\(shown)", a.path, b.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // diff exits 1 when the files differ, 2 on trouble.
        guard process.terminationStatus == 1 else { throw DiffFailure(status: process.terminationStatus) }
        return String(decoding: output, as: UTF8.self)
    }
}

/// `diff` could not compare the texts.
public struct DiffFailure: Error, CustomStringConvertible {
    /// `diff`'s exit status (2 means trouble; 0 and 1 are comparisons).
    public let status: Int32
    /// Names the failure and the status, for the tool's error output.
    public var description: String { "diff -u failed with status \(status)" }
}

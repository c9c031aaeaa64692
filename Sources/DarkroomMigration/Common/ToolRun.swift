import Foundation

/// Runs a per-file tool over a path (a file, a package or a folder) and applies or shows the result.
public struct ToolRun {
    /// One result per Swift file, in the order the files were found.
    public var results: [FileResult] = []

    /// Reads every Swift file under `path` and runs `transform` on its text.
    public init(path: String, transform: (_ text: String, _ path: String) -> FileResult) throws {
        for file in try SourceFiles.swiftFiles(at: path) {
            guard let data = FileManager.default.contents(atPath: file),
                  let text = String(data: data, encoding: .utf8) else {
                results.append(FileResult(path: file, original: "", rewritten: "", sites: [],
                                          error: "\(file): not readable as UTF-8; left untouched"))
                continue
            }
            results.append(transform(text, file))
        }
    }

    /// Writes every changed file in place (atomically per file).
    public static func write(_ results: [FileResult]) throws {
        for result in results where result.changed { try FileWriter.write(result.rewritten, to: result.path) }
    }

    /// The unified diff of every changed file.
    public static func diff(_ results: [FileResult]) throws -> String {
        try results.filter(\.changed).map { try FileWriter.unifiedDiff(from: $0.original, to: $0.rewritten,
                                                                      path: $0.path) }.joined()
    }
}

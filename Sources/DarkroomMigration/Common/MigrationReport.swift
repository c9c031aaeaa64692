import Foundation

/// Everything one run of a tool found, as `--report json|text` prints it.
public struct MigrationReport: Codable, Sendable {
    public var tool: String
    public var files: Int
    public var filesChanged: Int
    public var sites: [MigrationSite]
    /// Files the tool did not understand (syntax errors) or could not read.
    public var errors: [String]

    public init(tool: String, results: [FileResult], extraSites: [MigrationSite] = []) {
        self.tool = tool
        self.files = results.count
        self.filesChanged = results.filter(\.changed).count
        self.sites = results.flatMap(\.sites) + extraSites
        self.errors = results.compactMap(\.error)
    }

    /// Whether anything was left for a person: a skipped site or a file that was not understood.
    public var leftSomething: Bool { !errors.isEmpty || sites.contains { $0.outcome == .skipped } }

    public func count(_ outcome: MigrationSite.Outcome) -> Int { sites.filter { $0.outcome == outcome }.count }

    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    public func text() -> String {
        var lines = sites.map {
            "\($0.file):\($0.line):\($0.column): \($0.outcome.rawValue) [\($0.recipe)] \($0.reason)"
        }
        lines += errors.map { "error: \($0)" }
        lines.append("\(tool): \(files) files, \(filesChanged) changed; \(count(.rewritten)) rewritten, "
                     + "\(count(.skipped)) skipped, \(count(.unchanged)) unchanged, \(errors.count) not understood")
        return lines.joined(separator: "\n")
    }
}

import Foundation

/// Everything one run of a tool found, as `--report json|text` prints it.
public struct MigrationReport: Codable, Sendable {
    /// The tool that ran: `adopt` or `migrate`.
    public var tool: String
    /// How many Swift files were read.
    public var files: Int
    /// How many of them were rewritten.
    public var filesChanged: Int
    /// Every site found, in file order.
    public var sites: [MigrationSite]
    /// Files the tool did not understand (syntax errors) or could not read.
    public var errors: [String]

    /// The report of one run: the results of every file, plus sites found outside them (the manifest).
    public init(tool: String, results: [FileResult], extraSites: [MigrationSite] = []) {
        self.tool = tool
        self.files = results.count
        self.filesChanged = results.filter(\.changed).count
        self.sites = results.flatMap(\.sites) + extraSites
        self.errors = results.compactMap(\.error)
    }

    /// Whether anything was left for a person: a skipped site or a file that was not understood.
    public var leftSomething: Bool { !errors.isEmpty || sites.contains { $0.outcome == .skipped } }

    /// How many sites had `outcome`.
    public func count(_ outcome: MigrationSite.Outcome) -> Int { sites.filter { $0.outcome == outcome }.count }

    /// The report as pretty-printed JSON with sorted keys (`--report json`).
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// One line per site (`file:line:column: outcome [recipe] reason`), one per error, and a summary line.
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

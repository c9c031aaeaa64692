import ArgumentParser
import DarkroomMigration

/// What `adopt` and `migrate` share: the path, dry runs and reports.
struct ToolOptions: ParsableArguments {
    /// Report formats.
    enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
        case json, text
    }

    @Argument(help: "A Swift file, a package or a folder of Swift files.")
    var path: String

    @Flag(help: "Print a unified diff instead of editing files.")
    var dryRun = false

    @Option(help: "List every site found, rewritten or skipped, with the reason (json or text), on standard output.")
    var report: ReportFormat?

    /// Shows or applies the results, prints the report, and exits 1 when anything was left for a person.
    func finish(_ results: [FileResult], tool: String, extraSites: [MigrationSite] = []) throws {
        if dryRun {
            print(try ToolRun.diff(results), terminator: "")
        } else {
            try ToolRun.write(results)
        }
        let summary = MigrationReport(tool: tool, results: results, extraSites: extraSites)
        switch report {
        case .json?: print(try summary.json())
        case .text?: print(summary.text())
        case nil:
            var stderr = StandardError()
            for error in summary.errors { print("error: \(error)", to: &stderr) }
            for site in summary.sites where site.outcome == .skipped {
                print("\(site.file):\(site.line):\(site.column): skipped [\(site.recipe)] \(site.reason)", to: &stderr)
            }
        }
        if summary.leftSomething { throw ExitCode(1) }
    }
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandleWriter.standardError(string)
    }
}

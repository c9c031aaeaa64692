import ArgumentParser
import DarkroomMigration

/// `darkroom migrate PATH`: legacy snapshot recipes → `ImageRenderer` with the same pixels.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Rewrite legacy UIHostingController / UIGraphics / NSHostingView snapshot code into ImageRenderer.",
        discussion: """
            Functions whose every statement is understood are rewritten; anything else is left as written and \
            reported with the reason. Exit status 1 means something was left (a skipped site or a file with \
            syntax errors). Run `darkroom adopt` afterwards to make the imports build on Linux.
            """)

    @OptionGroup var options: ToolOptions

    func run() throws {
        // A first pass finds the UIView helpers, so their calls on hosting views migrate in any file.
        let texts = try ToolRun(path: options.path) { FileResult(path: $1, original: $0, rewritten: $0, sites: []) }
        let migrator = Migrator(helpers: HelperCatalog(texts: texts.results.map(\.original)))
        let run = try ToolRun(path: options.path) { migrator.migrate($0, path: $1) }
        try options.finish(run.results, tool: "migrate")
    }
}

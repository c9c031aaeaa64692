import ArgumentParser

/// `darkroom`: Darkroom's command-line tool.
struct DarkroomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "darkroom",
        abstract: "Render SwiftUI-style views to images and documents on Linux.",
        // `mcp` is dispatched below, not listed: the argument parser refuses an asynchronous subcommand under a
        // synchronous root, and the other commands stay synchronous, on the main thread.
        discussion: "Also: darkroom mcp — an MCP server (stdio) with the previews tools (darkroom mcp --help).",
        subcommands: [GalleryCommand.self, PreviewsCommand.self, AdoptCommand.self, MigrateCommand.self,
                      AssetSymbolsCommand.self, PreviewsHostCommand.self],
        defaultSubcommand: GalleryCommand.self)
}

// `--record=DIR` / `--verify=DIR` are spelled out before parsing (PreviewsCommand.expandingReferenceFolders).
let arguments = PreviewsCommand.expandingReferenceFolders(Array(CommandLine.arguments.dropFirst()))
if arguments.first == MCPCommand.configuration.commandName {
    // The one asynchronous command; the others (the render process among them) run on the main thread.
    await MCPCommand.start(Array(arguments.dropFirst()))
} else {
    DarkroomCommand.main(arguments)
}

import ArgumentParser

/// `darkroom`: Darkroom's command-line tool.
struct DarkroomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "darkroom",
        abstract: "Render SwiftUI-style views to images and documents on Linux.",
        subcommands: [GalleryCommand.self, PreviewsCommand.self, AdoptCommand.self, MigrateCommand.self,
                      AssetSymbolsCommand.self, MCPCommand.self, PreviewsHostCommand.self],
        defaultSubcommand: GalleryCommand.self)
}

// `--record=DIR` / `--verify=DIR` are spelled out before parsing (PreviewsCommand.expandingReferenceFolders).
let arguments = PreviewsCommand.expandingReferenceFolders(Array(CommandLine.arguments.dropFirst()))
if arguments.first == MCPCommand.configuration.commandName {
    // The one asynchronous command; the others (the render process among them) stay on the main thread.
    await MCPCommand.main(Array(arguments.dropFirst()))
} else {
    DarkroomCommand.main(arguments)
}

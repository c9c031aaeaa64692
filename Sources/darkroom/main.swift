import ArgumentParser

/// `darkroom`: Darkroom's command-line tool.
struct DarkroomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "darkroom",
        abstract: "Render SwiftUI-style views to images and documents on Linux.",
        subcommands: [GalleryCommand.self, PreviewsCommand.self, AdoptCommand.self, MigrateCommand.self,
                      AssetSymbolsCommand.self, PreviewsHostCommand.self],
        defaultSubcommand: GalleryCommand.self)
}

DarkroomCommand.main()

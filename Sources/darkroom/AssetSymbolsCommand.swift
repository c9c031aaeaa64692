import ArgumentParser
import Darkroom
import Foundation

/// `darkroom asset-symbols CATALOG`: the Swift asset symbols Xcode generates for a catalog, for Linux.
struct AssetSymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "asset-symbols",
        abstract: "Write the asset symbols Xcode generates for an asset catalog (Color(.brand), Image(.logo)).",
        discussion: """
            Prints Swift source declaring ColorResource/ImageResource symbols and Color/ShapeStyle members for \
            every colour and image set of the catalog, guarded by `#if !canImport(SwiftUI)` so Xcode's own \
            generated file is used on Apple platforms. Add the output to the target that uses the symbols.
            """)

    @Argument(help: "An asset catalog folder (.xcassets).")
    var catalog: String

    @Option(help: "The bundle the symbols name: module (a SwiftPM resource) or main.")
    var bundle: String = "module"

    func run() throws {
        guard let which = AssetCatalog.SymbolBundle(rawValue: bundle) else {
            throw ValidationError("--bundle must be module or main")
        }
        let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: self.catalog))
        for problem in catalog.problems {
            FileHandle.standardError.write(Data("darkroom: warning: \(problem); skipped\n".utf8))
        }
        print(catalog.generatedSymbolsSource(bundle: which), terminator: "")
    }
}

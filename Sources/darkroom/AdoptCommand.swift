import ArgumentParser
import DarkroomMigration
import Foundation

/// `darkroom adopt PATH`: Apple-framework imports → the conditional form that builds on Linux with Darkroom.
struct AdoptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adopt",
        abstract: "Make SwiftUI/UIKit/CoreGraphics/Combine/Charts imports conditional, with Darkroom on Linux.",
        discussion: """
            `import SwiftUI` becomes `#if canImport(SwiftUI) import SwiftUI #else import DarkroomCompat #endif` \
            (adjacent imports merged, Charts → DarkroomCharts). For a package, the Package.swift changes are \
            printed, or applied with --edit-package. A second run changes nothing.
            """)

    @OptionGroup var options: ToolOptions

    @Flag(help: "Apply the Package.swift changes (the Darkroom dependency and the products per target).")
    var editPackage = false

    @Flag(help: "Widen lone `#if os(iOS)` / `#if canImport(UIKit)` blocks to `|| os(Linux)` and adopt their imports.")
    var widenOSGuards = false

    @Option(help: "Depend on Darkroom at this local path.")
    var darkroomPath: String?

    @Option(help: "Depend on Darkroom at this git URL (with --darkroom-version).")
    var darkroomURL: String?

    @Option(help: "The version for --darkroom-url.")
    var darkroomVersion = "1.0.0"

    func run() throws {
        let adopter = Adopter(widenOSGuards: widenOSGuards)
        var modules: [String: Set<String>] = [:]
        let run = try ToolRun(path: options.path) { text, path in
            let (result, used) = adopter.adopt(text, path: path)
            modules[path] = used
            return result
        }
        var results = run.results
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: options.path, isDirectory: &isFolder)
        if isFolder.boolValue,
           let manifest = PackageAdoption.manifestResult(root: options.path, modulesByFile: modules,
                                                         dependency: try dependency()) {
            if editPackage {
                results.append(manifest)
            } else if manifest.changed {
                print("Package.swift changes (apply with --edit-package):")
                print(try FileWriter.unifiedDiff(from: manifest.original, to: manifest.rewritten,
                                                 path: manifest.path), terminator: "")
            }
        }
        try options.finish(results, tool: "adopt")
    }

    private func dependency() throws -> DarkroomDependency {
        if let darkroomPath { return .path(darkroomPath) }
        if let darkroomURL { return .url(darkroomURL, from: darkroomVersion) }
        if editPackage {
            throw ValidationError("--edit-package needs --darkroom-path or --darkroom-url to say where Darkroom is")
        }
        return .path("path/to/Darkroom")
    }
}

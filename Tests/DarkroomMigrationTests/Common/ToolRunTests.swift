import Foundation
import Testing
@testable import DarkroomMigration

/// Running the tools over a package folder: which files are read, in-place writes, diffs and the manifest edit.
@Suite struct ToolRunTests {
    /// A small Apple-style package in a fresh temporary folder.
    func makePackage() throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("darkroom-toolrun-\(UUID().uuidString)")
        let files = [
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Cards",
                    targets: [
                        .target(name: "CardKit"),
                        .executableTarget(name: "cards", dependencies: ["CardKit"]),
                    ]
                )

                """,
            "Sources/CardKit/Card.swift": "import SwiftUI\nimport Charts\n\nstruct Card {}\n",
            "Sources/cards/main.swift": "import Foundation\nprint(1)\n",
            ".build/checkouts/Other/Other.swift": "import SwiftUI\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func adoptsAPackageInPlaceOnceAndEditsItsManifest() throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = try SourceFiles.swiftFiles(at: root.path)
        #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Card.swift", "main.swift"])

        var modules: [String: Set<String>] = [:]
        let run = try ToolRun(path: root.path) { text, path in
            let (result, used) = Adopter().adopt(text, path: path)
            modules[path] = used
            return result
        }
        let diff = try ToolRun.diff(run.results)
        #expect(diff.contains("+#if canImport(SwiftUI)\n"))
        #expect(diff.contains("+import DarkroomCharts\n"))
        let manifest = try #require(PackageAdoption.manifestResult(root: root.path, modulesByFile: modules,
                                                                 dependency: .path("../Darkroom")))
        #expect(manifest.rewritten.contains(".package(path: \"../Darkroom\")"))
        #expect(manifest.rewritten.contains("""
                    .target(name: "CardKit", dependencies: [
                        .product(name: "DarkroomCharts", package: "Darkroom", condition: .when(platforms: [.linux])),
                        .product(name: "DarkroomCompat", package: "Darkroom", condition: .when(platforms: [.linux])),
                    ]),
            """))
        #expect(!manifest.rewritten.contains("name: \"cards\", dependencies: [\"CardKit\", .product"))

        try ToolRun.write(run.results + [manifest])
        let card = try String(contentsOf: root.appendingPathComponent("Sources/CardKit/Card.swift"), encoding: .utf8)
        #expect(card.hasPrefix("#if canImport(SwiftUI)\nimport SwiftUI\n#else\nimport DarkroomCompat\n#endif\n"))

        let again = try ToolRun(path: root.path) { Adopter().adopt($0, path: $1).result }
        #expect(again.results.allSatisfy { !$0.changed })
        #expect(try ToolRun.diff(again.results).isEmpty)
    }

    @Test func missingPathIsATypedError() {
        #expect(throws: SourceFiles.Failure.self) { try SourceFiles.swiftFiles(at: "/nonexistent/darkroom") }
    }

    @Test func reportSaysWhetherAnythingWasLeft() throws {
        let clean = MigrationReport(tool: "t", results: [FileResult(path: "a", original: "", rewritten: "", sites: [])])
        #expect(!clean.leftSomething)
        let broken = MigrationReport(tool: "t", results: [
            FileResult(path: "a", original: "x", rewritten: "x", sites: [], error: "syntax error"),
        ])
        #expect(broken.leftSomething)
        #expect(try broken.json().contains("\"errors\" : [\n    \"syntax error\""))
    }
}

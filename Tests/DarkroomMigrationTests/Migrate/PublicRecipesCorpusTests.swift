import Foundation
import Testing
@testable import DarkroomMigration

/// The public-recipes corpus (Corpora/PublicRecipes): legacy snapshot recipes from public iOS and macOS code,
/// kept line for line in Legacy/. These tests pin that `darkroom adopt` makes Before/ of them, that `darkroom
/// migrate` then `darkroom adopt` make Migrated/, and the report; the corpora package compiles both and compares
/// their images (Corpora/PublicRecipes/run). `DARKROOM_RECORD_CORPUS=1` rewrites the pinned files and fails.
@Suite struct PublicRecipesCorpusTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpora/PublicRecipes")
    static let recording = ProcessInfo.processInfo.environment["DARKROOM_RECORD_CORPUS"] == "1"

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Legacy").path))
            ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The UIView helpers of the whole corpus, as `darkroom migrate` collects them from every file of a run.
    static let helpers = HelperCatalog(texts: cases.compactMap { read("Legacy/\($0)") })

    static func read(_ relative: String) -> String? {
        (try? Data(contentsOf: root.appendingPathComponent(relative))).map { String(decoding: $0, as: UTF8.self) }
    }

    static func check(_ actual: String, against relative: String) {
        if recording {
            try? Data(actual.utf8).write(to: root.appendingPathComponent(relative), options: .atomic)
            Issue.record("recorded \(relative); run again without DARKROOM_RECORD_CORPUS")
            return
        }
        #expect(read(relative) == actual, "\(relative) differs from the tool's output")
    }

    static func migrateAll() throws -> [FileResult] {
        try cases.map { name in
            let legacy = try #require(read("Legacy/\(name)"))
            return Migrator(helpers: helpers).migrate(legacy, path: "Legacy/\(name)")
        }
    }

    @Test func everyRecipeHasItsSourceAndLicence() throws {
        #expect(Self.cases.count >= 6)
        for name in Self.cases {
            let text = try #require(Self.read("Legacy/\(name)"))
            let licence = text.split(separator: "\n").first { $0.hasPrefix("// Licence: ") }
            #expect(text.contains("// Source: https://github.com/"), "\(name) names no source")
            let file = licence.flatMap { $0.split(separator: "LICENSES/").last?.dropLast() }
            #expect(file.flatMap { Self.read("LICENSES/\($0)") } != nil, "\(name): licence text missing")
        }
    }

    @Test(arguments: cases) func beforeIsTheAdoptedLegacyCode(name: String) throws {
        let legacy = try #require(Self.read("Legacy/\(name)"))
        Self.check(Adopter().adopt(legacy, path: name).result.rewritten, against: "Before/\(name)")
    }

    @Test(arguments: cases) func migratedIsWhatTheToolsWrite(name: String) throws {
        let legacy = try #require(Self.read("Legacy/\(name)"))
        let migrated = Migrator(helpers: Self.helpers).migrate(legacy, path: "Legacy/\(name)")
        #expect(migrated.error == nil)
        let adopted = Adopter().adopt(migrated.rewritten, path: name).result
        Self.check(adopted.rewritten, against: "Migrated/\(name)")
        #expect(Migrator(helpers: Self.helpers).migrate(adopted.rewritten, path: name).rewritten == adopted.rewritten)
    }

    @Test func reportListsEverySite() throws {
        let report = MigrationReport(tool: "migrate", results: try Self.migrateAll())
        Self.check(report.text() + "\n", against: "migrate-report.txt")
    }

    /// The share of the corpus's recipes that draw a SwiftUI view which `migrate` rewrites (docs/migration.md).
    @Test func rewritesAtLeastThreeQuartersOfTheRecipes() throws {
        let sites = try Self.migrateAll().flatMap(\.sites)
        let rewritten = sites.filter { $0.outcome == .rewritten }.count
        let skipped = sites.filter { $0.outcome == .skipped }.count
        #expect(rewritten + skipped >= 5)
        #expect(Double(rewritten) >= 0.75 * Double(rewritten + skipped), "\(rewritten) of \(rewritten + skipped)")
    }
}

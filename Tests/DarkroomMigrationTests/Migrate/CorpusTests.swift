import Foundation
import Testing
@testable import DarkroomMigration

/// The migration corpus (Corpora/Migration): every legacy snippet, its migrated-and-adopted expected file,
/// its adopted-only "before" file, and the report of what was rewritten or skipped and why. The corpora package
/// compiles and renders the before and after files (Corpora/Migration/run); these tests pin that the tools
/// produce exactly those files. `DARKROOM_RECORD_CORPUS=1` rewrites the expected files and fails.
@Suite struct CorpusTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpora/Migration")
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

    /// Compares with the committed file, or records it (and fails, so a recording run never passes).
    static func check(_ actual: String, against relative: String) {
        if recording {
            let url = root.appendingPathComponent(relative)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                     withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url, options: .atomic)
            Issue.record("recorded \(relative); run again without DARKROOM_RECORD_CORPUS")
            return
        }
        let expected = read(relative)
        #expect(expected == actual, "\(relative) differs from the tool's output")
    }

    @Test func corpusIsThere() {
        #expect(Self.cases.count >= 15)
    }

    @Test(arguments: cases) func migratedThenAdoptedMatchesExpected(name: String) throws {
        let legacy = try #require(Self.read("Legacy/\(name)"))
        let migrated = Migrator(helpers: Self.helpers).migrate(legacy, path: "Legacy/\(name)")
        #expect(migrated.error == nil)
        let adopted = Adopter().adopt(migrated.rewritten, path: name).result
        Self.check(adopted.rewritten, against: "Expected/\(name)")
        // Idempotent: a second pass of each tool changes nothing.
        #expect(Migrator(helpers: Self.helpers).migrate(adopted.rewritten, path: name).rewritten == adopted.rewritten)
        #expect(Adopter().adopt(adopted.rewritten, path: name).result.rewritten == adopted.rewritten)
    }

    @Test(arguments: cases) func beforeIsTheAdoptedLegacyCode(name: String) throws {
        guard let before = Self.read("Before/\(name)") else { return }
        let legacy = try #require(Self.read("Legacy/\(name)"))
        #expect(Adopter().adopt(legacy, path: name).result.rewritten == before)
    }

    @Test func reportListsEverySiteWithItsReason() throws {
        var results: [FileResult] = []
        for name in Self.cases {
            let legacy = try #require(Self.read("Legacy/\(name)"))
            results.append(Migrator(helpers: Self.helpers).migrate(legacy, path: "Legacy/\(name)"))
        }
        let report = MigrationReport(tool: "migrate", results: results)
        Self.check(report.text() + "\n", against: "migrate-report.txt")
        #expect(report.leftSomething)
    }
}

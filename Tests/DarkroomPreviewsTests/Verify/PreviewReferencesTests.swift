import DarkroomCompat
@testable import DarkroomPreviews
import Foundation
import XCTest

/// `--record` and `--verify` through the real command on a copy of a small app: record fails on purpose,
/// verify passes on unchanged code with byte-identical images, and fails on a changed view and on a missing
/// reference, leaving reference, actual and difference images.
final class PreviewReferencesTests: XCTestCase {
    func testRecordThenVerifyPassesThenFailsOnAChangedView() throws {
        let app = try FixtureCopy("CleanApp")
        let recorded = try app.previews("recorded", ["--record"])
        XCTAssertEqual(recorded.status, 1, "a record run fails, as a snapshot test in record mode does")
        XCTAssertTrue(recorded.printed.contains("recorded 2 reference images"), recorded.printed)
        let references = app.root.appendingPathComponent("__Previews__")
        let tag = references.appendingPathComponent("Views/Tag/Tag.light.iPhone-15.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: tag.path))

        let verified = try app.previews("verified", ["--verify"])
        XCTAssertEqual(verified.status, 0, verified.printed)
        XCTAssertTrue(verified.printed.contains("verify: 2 of 2 images match"), verified.printed)
        // Two runs, the same bytes: every image of the second run equals the first's.
        let first = try FixtureCopy.pngs(under: recorded.output.appendingPathComponent("images"))
        let second = try FixtureCopy.pngs(under: verified.output.appendingPathComponent("images"))
        XCTAssertEqual(first.count, 2)
        XCTAssertEqual(first, second, "two runs gave different bytes")

        try app.edit("Views/Tag.swift", replacing: "Color.orange", with: "Color.green")
        try FileManager.default.removeItem(at: references.appendingPathComponent("Views/Stored"))
        let changed = try app.previews("changed", ["--verify=\(references.path)", "--perceptual-precision", "0.98"])
        XCTAssertEqual(changed.status, 1, changed.printed)
        let failures = try JSONDecoder().decode([VerificationFailure].self, from: Data(
            contentsOf: changed.output.appendingPathComponent("verify.json")))
        XCTAssertEqual(failures.map(\.kind), [.missingReference, .mismatch], "\(failures)")
        let mismatch = try XCTUnwrap(failures.last)
        XCTAssertEqual(mismatch.file, "Views/Tag.swift")
        for image in [mismatch.reference, mismatch.actual, mismatch.difference] {
            let path = try XCTUnwrap(image)
            XCTAssertTrue(FileManager.default.fileExists(atPath: changed.output.appendingPathComponent(path).path),
                          path)
        }
        XCTAssertEqual(mismatch.difference, "failures/Views/Tag/Tag.light.iPhone-15.difference.png")
    }

    func testAPerceptualPrecisionLetsASmallChangePass() throws {
        let reference = try XCTUnwrap(CGImage.filled(width: 20, height: 20, grey: 200))
        let nearly = try XCTUnwrap(CGImage.filled(width: 20, height: 20, grey: 201))
        let exact = PreviewReferences(folder: URL(fileURLWithPath: "/nonexistent"))
        XCTAssertNotNil(exact.mismatch(reference: reference, actual: nearly))
        let loose = PreviewReferences(folder: URL(fileURLWithPath: "/nonexistent"), perceptualPrecision: 0.98)
        XCTAssertNil(loose.mismatch(reference: reference, actual: nearly))
        let other = try XCTUnwrap(CGImage.filled(width: 20, height: 21, grey: 200))
        XCTAssertTrue(loose.mismatch(reference: reference, actual: other)?.contains("size changed") == true)
    }

    func testPreviewDefaultsAreEmptyWhateverTheMachineSaved() throws {
        // The machine's user defaults (under XDG_CONFIG_HOME) hold a value for the key the fixture's
        // `@AppStorage` reads; its preview traps if the value reaches it.
        let app = try FixtureCopy("CleanApp")
        let config = app.work.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let saved = try PropertyListSerialization.data(fromPropertyList: ["darkroom.previews.test.name": "saved"],
                                                       format: .xml, options: 0)
        try saved.write(to: config.appendingPathComponent("darkroom.plist"))
        let run = try app.previews("defaults", ["--strict"], environment: ["XDG_CONFIG_HOME": config.path])
        XCTAssertEqual(run.status, 0, run.printed)
        let entries = try ManifestWriter.read(run.output.appendingPathComponent("manifest.json"))
        XCTAssertEqual(entries.filter { $0.name == "Stored" }.map(\.status), ["ok"], "\(entries)")
    }
}

import DarkroomPreviews
import Foundation
import XCTest

/// The real command on a small app with a broken file, a broken preview body and a preview that traps: one
/// run (shared by every test here, to keep the suite's time small) read back from `manifest.json`.
final class PreviewsRunTests: XCTestCase {
    struct Run {
        let output: URL
        let entries: [ManifestEntry]
        let printed: String
    }

    nonisolated(unsafe) static var shared: Result<Run, Error>?

    /// `darkroom previews Fixtures/MiniApp --variants light,dark`, once per test process.
    static func run() throws -> Run {
        if let shared { return try shared.get() }
        let result = Result { try runCommand() }
        shared = result
        return try result.get()
    }

    static var fixture: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/MiniApp")
    }

    /// The `darkroom` executable built beside this test bundle.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !folder.path.isEmpty, folder.path != "/" {
            let candidate = folder.appendingPathComponent("darkroom")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/darkroom")
    }

    static func runCommand() throws -> Run {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("previews-e2e-\(getpid())")
        try? FileManager.default.removeItem(at: output)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["previews", fixture.path, "--output", output.path, "--variants", "light,dark",
                             "--scratch-path", output.appendingPathComponent("scratch").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PreviewsError("darkroom previews exited \(process.terminationStatus):\n\(printed)")
        }
        let entries = try ManifestWriter.read(output.appendingPathComponent("manifest.json"))
        return Run(output: output, entries: entries, printed: printed)
    }

    func entries(_ name: String, in run: Run) -> [ManifestEntry] { run.entries.filter { $0.name == name } }

    func testEveryPreviewThatCompilesIsDrawnInEachVariant() throws {
        let run = try Self.run()
        for name in ["Fits", "Preview", "First", "Badge_Previews 2", "After the trap", "Local type",
                     "Local function"] {
            let found = entries(name, in: run)
            XCTAssertEqual(found.map(\.variant), ["light", "dark"], name)
            for entry in found {
                XCTAssertEqual(entry.status, "ok", "\(name): \(entry.error ?? "")")
                XCTAssertNil(entry.error)
                let image = try XCTUnwrap(entry.image)
                XCTAssertTrue(FileManager.default.fileExists(atPath: run.output.appendingPathComponent(image).path))
            }
        }
        let phone = try XCTUnwrap(entries("Preview", in: run).first)
        XCTAssertEqual(phone.device, "iPhone 15")
        XCTAssertEqual(phone.size, ManifestEntry.Size(width: 393, height: 852))
        XCTAssertEqual(phone.scale, 3)
        XCTAssertEqual(entries("Fits", in: run).first?.traits, ["sizeThatFitsLayout"])
        XCTAssertLessThan(entries("Fits", in: run).first?.size?.width ?? 999, 200)
        XCTAssertEqual(entries("Badge_Previews 2", in: run).first?.size, ManifestEntry.Size(width: 200, height: 100))
        XCTAssertTrue(run.printed.contains("rendered"), run.printed)
        XCTAssertTrue(run.printed.contains("previews in"), run.printed)
    }

    func testImageNamesAreStable() throws {
        let run = try Self.run()
        XCTAssertEqual(entries("Fits", in: run).first?.image, "images/Views/Badge/Fits.light.iPhone-15.png")
        XCTAssertEqual(entries("First", in: run).last?.image,
                       "images/Views/Badge/Badge_Previews-First.dark.iPhone-15.png")
        XCTAssertEqual(entries("Preview", in: run).first?.image, "images/Views/Badge/Preview.light.iPhone-15.png")
    }

    func testAFailureCostsOnlyItsOwnPreviewsAndNamesItsCause() throws {
        let run = try Self.run()
        let body = try XCTUnwrap(entries("Broken body", in: run).first)
        XCTAssertEqual(body.status, "error")
        XCTAssertNil(body.image)
        XCTAssertTrue(body.error?.contains("Views/Badge.swift:27") == true, body.error ?? "")
        XCTAssertTrue(body.error?.contains("missingTitle") == true, body.error ?? "")

        let needs = try XCTUnwrap(entries("Needs Broken", in: run).first)
        XCTAssertEqual(needs.status, "error")
        XCTAssertTrue(needs.error?.contains("modifierThatDoesNotExist") == true, needs.error ?? "")

        let traps = try XCTUnwrap(entries("Traps", in: run).first)
        XCTAssertEqual(traps.status, "error")
        XCTAssertTrue(traps.error?.contains("stopped the render process") == true, traps.error ?? "")
        XCTAssertEqual(run.entries.filter(\.isOK).count, 14)
        XCTAssertEqual(run.entries.count, 20)
    }

    func testTheContactSheetShowsEveryImageAndError() throws {
        let run = try Self.run()
        let html = try String(contentsOf: run.output.appendingPathComponent("index.html"), encoding: .utf8)
        for entry in run.entries {
            if let image = entry.image { XCTAssertTrue(html.contains("src=\"\(image)\""), image) }
        }
        XCTAssertTrue(html.contains("<h2>Views/Broken.swift</h2>"))
        XCTAssertTrue(html.contains("modifierThatDoesNotExist"))
    }
}

import DarkroomPreviews
import Foundation
import XCTest

/// `darkroom previews --watch` as a person uses it: started on a copy of a small app, a file edited, the new
/// image seen (within a bounded wait), stopped with Ctrl-C (SIGINT), and the page left static.
final class PreviewsWatchTests: XCTestCase {
    func testAnEditRedrawsItsPreviewAndSIGINTStopsTheWatch() throws {
        let app = try FixtureCopy("CleanApp")
        let output = app.work.appendingPathComponent("watched")
        let process = Process()
        process.executableURL = PreviewsRunTests.executable
        process.arguments = ["previews", app.root.path, "--output", output.path, "--scratch-path", app.scratch.path,
                             "--watch"]
        let log = app.work.appendingPathComponent("watch.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let image = output.appendingPathComponent("images/Views/Tag/Tag.light.iPhone-15.png")
        let printed = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        let manifestURL = output.appendingPathComponent("manifest.json")
        XCTAssertNotNil(wait(seconds: 600) { FileManager.default.contents(atPath: manifestURL.path) },
                        "the first run did not finish: \(printed())")
        let first = try Data(contentsOf: image)
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("live.js"), "the watched page reloads itself")

        try app.edit("Views/Tag.swift", replacing: "Color.orange", with: "Color.green")
        // The line a run prints when it has written its images, manifest and page.
        XCTAssertNotNil(wait(seconds: 300) { printed().contains("changed Views/Tag.swift: ") ? true : nil },
                        "the edit was not seen: \(printed())")
        XCTAssertNotEqual(try Data(contentsOf: image), first, "the edit was not redrawn: \(printed())")

        kill(process.processIdentifier, SIGINT)
        XCTAssertNotNil(wait(seconds: 120) { process.isRunning ? nil : true }, "the watch did not stop")
        XCTAssertEqual(process.terminationStatus, 0, printed())
        XCTAssertTrue(printed().contains("watch stopped"), printed())
        let manifest = try ManifestWriter.read(output.appendingPathComponent("manifest.json"))
        XCTAssertEqual(manifest.map(\.name).sorted(), ["Stored", "Tag"], "both previews stay on the sheet")
        let after = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertFalse(after.contains("live.js"), "the page is static once the watch stops")
    }

    /// Polls `value` every 100 ms until it is not `nil` or `seconds` have passed.
    private func wait<T>(seconds: Double, _ value: () -> T?) -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let found = value() { return found }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return value()
    }
}

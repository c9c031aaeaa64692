import DarkroomCompat
import DarkroomPreviews
import Foundation
import XCTest

/// A fresh copy of a fixture app in a temporary folder (tests edit their copy, never the fixture), and the
/// `darkroom` executable run on it.
struct FixtureCopy {
    /// The copy's folder.
    let root: URL
    /// A folder for outputs and the scratch build, beside the copy.
    let work: URL

    /// Copies `Fixtures/<name>` to a new temporary folder.
    init(_ name: String) throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)")
        work = FileManager.default.temporaryDirectory
            .appendingPathComponent("previews-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        root = work.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: root)
    }

    /// The scratch folder every run on this copy shares (the second run builds incrementally).
    var scratch: URL { work.appendingPathComponent("scratch") }

    /// Replaces `old` by `new` in one of the copy's files.
    func edit(_ file: String, replacing old: String, with new: String) throws {
        let url = root.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(file) has no \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs `darkroom ARGUMENTS` to its end; returns its exit status and everything it printed.
    func darkroom(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32,
                                                                                           printed: String) {
        let process = Process()
        process.executableURL = PreviewsRunTests.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed)
    }

    /// `darkroom previews` on the copy into `output` (a folder name under `work`), with `extra` arguments.
    func previews(_ output: String, _ extra: [String] = [],
                  environment: [String: String] = [:]) throws -> (status: Int32, printed: String, output: URL) {
        let folder = work.appendingPathComponent(output)
        let result = try darkroom(["previews", root.path, "--output", folder.path, "--scratch-path", scratch.path]
                                  + extra, environment: environment)
        return (result.status, result.printed, folder)
    }

    /// Every PNG under `folder`, by path relative to it.
    static func pngs(under folder: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "png" else { continue }
            found[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
        }
        return found
    }
}

extension CGImage {
    /// An opaque image of one grey level.
    static func filled(width: Int, height: Int, grey: UInt8) -> CGImage? {
        var bytes = [UInt8](repeating: grey, count: width * height * 4)
        for index in stride(from: 3, to: bytes.count, by: 4) { bytes[index] = 255 }
        return CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedBGRA: bytes)
    }
}

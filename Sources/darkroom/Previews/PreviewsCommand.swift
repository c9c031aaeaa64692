import ArgumentParser
import DarkroomPreviews
import Foundation

/// `darkroom previews [PATH] [--output DIR]`: every `#Preview` and `PreviewProvider` of a code base, drawn.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every #Preview and PreviewProvider of a package or source folder to PNGs.",
        discussion: """
            Finds the previews, compiles them against Darkroom in a scratch folder (the sources are not \
            touched; what does not compile is left out and reported), draws each on a device in each variant, \
            and writes DIR/images/, DIR/manifest.json and DIR/index.html. Without PATH, the sample app shipped \
            in Darkroom's repository (Examples/SampleApp) is rendered.
            """)

    @Argument(help: "A SwiftPM package or a folder of Swift sources (default: Darkroom's sample app).")
    var path: String?

    @Option(name: .shortAndLong, help: "The output folder.")
    var output = "previews"

    @Option(help: """
        Comma-separated variants: light, dark, ltr, rtl, boldText, locale=xx_YY, xSmall…xxxLarge, \
        accessibility1…accessibility5; join with + to combine (dark+rtl).
        """)
    var variants: String?

    @Option(help: "Comma-separated devices, e.g. \"iPhone SE (3rd generation),iPhone 15,iPad (10th generation)\".")
    var devices: String?

    @Option(help: "The scratch folder for the build (default: ~/.cache/darkroom/previews/<name>-<hash>).")
    var scratchPath: String?

    @Option(help: "Draw only these previews: comma-separated files (relative to PATH) or file:line.")
    var only: String?

    @Flag(help: "Exit non-zero when any preview failed to build or render.")
    var strict = false

    @Flag(help: """
        Write every image as a reference (into PATH/__Previews__/, or --record=DIR), then exit non-zero, as a \
        snapshot test in record mode fails: references are recorded on purpose, never by a CI run that passes.
        """)
    var record = false

    @Flag(help: """
        Compare every image with its reference (PATH/__Previews__/, or --verify=DIR); exit non-zero on a \
        mismatch, a missing reference or a failed preview. Mismatches leave reference, actual and difference \
        PNGs in the output folder's failures/.
        """)
    var verify = false

    @Option(help: .hidden)
    var references: String?

    @Option(help: "For --verify: the share of pixels (or bytes) that must match, 0…1.")
    var precision: Float = 1

    @Option(help: "For --verify: how close a pixel must be to match, 0…1 (1 − ΔE/100), as in snapshot tests.")
    var perceptualPrecision: Float = 1

    @Flag(help: "Only list the previews found (JSON: file, line, name, traits) and build nothing.")
    var list = false

    @Flag(help: "Keep running: redraw the previews of changed files; index.html reloads itself. Ctrl-C stops.")
    var watch = false

    func validate() throws {
        if record && verify { throw ValidationError("--record and --verify exclude each other") }
        if watch && (record || verify) { throw ValidationError("--watch does not record or verify") }
        guard (0...1).contains(precision), (0...1).contains(perceptualPrecision) else {
            throw ValidationError("--precision and --perceptual-precision are between 0 and 1")
        }
    }

    func run() throws {
        let root = URL(fileURLWithPath: path ?? Self.sampleApp.path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.path) else {
            throw ValidationError("no such folder: \(root.path)")
        }
        if list {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(PreviewsRun.listing(root)), as: UTF8.self))
            return
        }
        let configuration = PreviewsConfiguration(variants: Self.list(variants), devices: Self.list(devices))
        let output = URL(fileURLWithPath: output).standardizedFileURL
        var run = PreviewsRun(root: root, output: output, configuration: configuration,
                              host: (Self.executable, ["__previews-host"]),
                              progress: { FileHandleWriter.standardError($0 + "\n") })
        run.workspace = scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL }
        run.only = Self.list(only).map(Set.init)
        if watch { return try PreviewsWatchLoop.run(run) }
        let summary: PreviewsRun.Summary
        do {
            summary = try run.run()
        } catch let error as PreviewsError {
            throw ValidationError(error.description)
        }
        print(summary.line + " → " + output.appendingPathComponent("index.html").path)
        let folder = references.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? PreviewReferences.defaultFolder(for: root)
        let referenceSet = PreviewReferences(folder: folder, precision: precision,
                                             perceptualPrecision: perceptualPrecision)
        if record {
            let written = try referenceSet.record(summary.entries, output: output, replacingAll: run.only == nil)
            print("recorded \(written) reference images in \(folder.path); failing as a record run does: "
                  + "run again with --verify")
            throw ExitCode(1)
        }
        if verify {
            let failures = try referenceSet.verify(summary.entries, output: output)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try encoder.encode(failures).write(to: output.appendingPathComponent("verify.json"))
            for failure in failures { FileHandleWriter.standardError(failure.summaryLine + "\n") }
            print(Self.verifyLine(failures, total: summary.entries.count, folder: folder))
            if !failures.isEmpty { throw ExitCode(1) }
        }
        if strict && summary.errorCount > 0 { throw ExitCode(1) }
    }

    /// The line a verify run ends with.
    static func verifyLine(_ failures: [VerificationFailure], total: Int, folder: URL) -> String {
        let count = { (kind: VerificationFailure.Kind) in failures.filter { $0.kind == kind }.count }
        return "verify: \(total - failures.count) of \(total) images match \(folder.path)"
            + (failures.isEmpty ? "" : "; \(count(.mismatch)) differ, \(count(.missingReference)) have no "
                + "reference, \(count(.failedPreview)) failed (details in verify.json and failures/)")
    }

    /// `--record=DIR` and `--verify=DIR` as `--record --references DIR`: the folder is optional, and a flag
    /// with an optional value is not something the argument parser has.
    static func expandingReferenceFolders(_ arguments: [String]) -> [String] {
        arguments.flatMap { argument -> [String] in
            for flag in ["--record=", "--verify="] where argument.hasPrefix(flag) {
                return [String(flag.dropLast()), "--references", String(argument.dropFirst(flag.count))]
            }
            return [argument]
        }
    }

    static func list(_ text: String?) -> [String]? {
        text.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
    }

    /// The running executable, started again as the render process.
    static var executable: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    }

    /// The sample app in this checkout of Darkroom (found from this file's path at build time).
    static var sampleApp: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/SampleApp")
    }
}

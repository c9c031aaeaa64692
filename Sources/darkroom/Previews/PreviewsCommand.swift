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

    func run() throws {
        let root = URL(fileURLWithPath: path ?? Self.sampleApp.path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.path) else {
            throw ValidationError("no such folder: \(root.path)")
        }
        let configuration = PreviewsConfiguration(variants: Self.list(variants), devices: Self.list(devices))
        let output = URL(fileURLWithPath: output).standardizedFileURL
        var run = PreviewsRun(root: root, output: output, configuration: configuration,
                              host: (Self.executable, ["__previews-host"]),
                              progress: { FileHandleWriter.standardError($0 + "\n") })
        run.workspace = scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL }
        run.only = Self.list(only).map(Set.init)
        let summary: PreviewsRun.Summary
        do {
            summary = try run.run()
        } catch let error as PreviewsError {
            throw ValidationError(error.description)
        }
        print(summary.line + " → " + output.appendingPathComponent("index.html").path)
        if strict && summary.errorCount > 0 { throw ExitCode(1) }
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

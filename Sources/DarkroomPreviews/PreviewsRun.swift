import Foundation

/// `darkroom previews` as a library: find every preview under a folder, build them, draw them and write the
/// images, `manifest.json` and `index.html`. The command line, and any other front end (a watch loop, an
/// MCP server), calls this one type, so they all find, build and name previews the same way.
public struct PreviewsRun {
    /// The code base: a SwiftPM package or a folder of Swift sources.
    public var root: URL
    /// Where images, `manifest.json` and `index.html` go.
    public var output: URL
    /// Variants and devices (command line over project file over defaults).
    public var configuration: PreviewsConfiguration
    /// The scratch folder; by default one per code base under `~/.cache/darkroom/previews/`.
    public var workspace: URL?
    /// How to start the render process: an executable and the arguments before the request file.
    public var host: (executable: String, arguments: [String])
    /// Progress lines (files found, build, images drawn).
    public var progress: (String) -> Void
    /// Draw only the previews whose `file` (relative to `root`) or `file:line` is listed; all when `nil`.
    /// Everything is still compiled, so a watch loop or an agent asking for one preview gets the same build.
    public var only: Set<String>?
    /// With `only`: keep the other previews' images and manifest entries from the last run in `output`, so a
    /// watch loop that redraws one file's previews leaves a whole contact sheet.
    public var keepsOtherImages = false
    /// Whether `index.html` reloads itself when a later run rewrites it (a watch loop's page): it polls
    /// `live.js`, which each run rewrites with a new stamp.
    public var live = false

    /// A run over `root` writing to `output`.
    public init(root: URL, output: URL, configuration: PreviewsConfiguration,
                host: (executable: String, arguments: [String]), progress: @escaping (String) -> Void = { _ in }) {
        self.root = root
        self.output = output
        self.configuration = configuration
        self.host = host
        self.progress = progress
    }

    /// What a run did.
    public struct Summary: Sendable {
        /// Every image entry, as written to `manifest.json`.
        public var entries: [ManifestEntry]
        /// Previews found.
        public var previewCount: Int
        /// Files scanned.
        public var fileCount: Int
        /// Seconds spent finding, building and drawing.
        public var discoverySeconds: Double, buildSeconds: Double, renderSeconds: Double

        /// Images drawn.
        public var okCount: Int { entries.filter(\.isOK).count }
        /// Images that failed.
        public var errorCount: Int { entries.count - okCount }

        /// The one line a run ends with.
        public var line: String {
            "\(previewCount) previews in \(fileCount) files: \(okCount) of \(entries.count) images ok"
                + (errorCount > 0 ? ", \(errorCount) failed" : "")
                + String(format: " (find %.1f s, build %.1f s, draw %.1f s)", discoverySeconds, buildSeconds,
                         renderSeconds)
        }
    }

    /// Runs every stage.
    public func run() throws -> Summary {
        var clock = Date()
        let project = try PreviewsConfiguration.project(at: root)
        let settings = configuration.overriding(project)
        let variants = try settings.resolvedVariants()
        let devices = try settings.resolvedDevices()

        let files = SourceSelection.swiftFiles(root: root)
        let scans = PreviewDiscovery.scan(root: root, files: files)
        let found = scans.reduce(0) { $0 + $1.previews.count }
        let withPreviews = scans.filter { !$0.previews.isEmpty }.count
        progress("found \(found) previews in \(withPreviews) of \(files.count) Swift files")
        let discoverySeconds = Date().timeIntervalSince(clock)
        clock = Date()

        let workspace = self.workspace ?? ScratchBuild.defaultWorkspace(for: root)
        var entries: [ManifestEntry] = []
        var built: BuildOutcome?
        if found > 0 {
            let flags = try CompilerFlags.forBuild()
            let build = ScratchBuild(root: root, scans: scans, workspace: workspace,
                                     moduleName: Self.moduleName(root), flags: flags)
            built = try build.run(progress: progress)
            if let built {
                let left = built.failures.count + built.droppedFiles.count
                progress(String(format: "build: done in %.1f s, %d attempt%@", built.seconds, built.attempts,
                                built.attempts == 1 ? "" : "s")
                         + (left > 0 ? "; left out: \(built.droppedFiles.count) files, \(built.failures.count) "
                            + "previews, \(built.droppedDeclarations.count) declarations" : ""))
            }
        }
        let buildSeconds = Date().timeIntervalSince(clock)
        clock = Date()

        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let manifestURL = output.appendingPathComponent("manifest.json")
        var kept: [ManifestEntry] = []
        if keepsOtherImages, let only, let previous = try? ManifestWriter.read(manifestURL) {
            kept = previous.filter { !only.contains($0.file) && !only.contains("\($0.file):\($0.line)") }
        } else {
            try? FileManager.default.removeItem(at: output.appendingPathComponent("images"))
        }
        let names = PreviewNaming.names(scans)
        if let library = built?.library {
            let request = HostRequest(library: library, outputFolder: output.path, variants: variants.map(\.name),
                                      devices: devices.map(\.name), names: names, firstJob: 0, skippedEntries: [],
                                      only: only.map { $0.sorted() })
            let runner = HostRunner(executable: host.executable, arguments: host.arguments, workspace: workspace)
            var lastShown = Date.distantPast
            entries = try runner.run(request) { done, total in
                if done == total || Date().timeIntervalSince(lastShown) > 2 {
                    progress("rendered \(done) of \(total) images")
                    lastShown = Date()
                }
            }
        }
        entries += BuildFailures.entries(scans: scans, outcome: built, rendered: entries, names: names,
                                         variants: variants, devices: devices).filter { entry in
            only.map { $0.contains(entry.file) || $0.contains("\(entry.file):\(entry.line)") } ?? true
        }
        let renderSeconds = Date().timeIntervalSince(clock)
        let summary = Summary(entries: ManifestWriter.sorted(entries), previewCount: found, fileCount: files.count,
                              discoverySeconds: discoverySeconds, buildSeconds: buildSeconds,
                              renderSeconds: renderSeconds)
        let all = ManifestWriter.sorted(kept + summary.entries)
        try ManifestWriter.data(all).write(to: manifestURL)
        try writeContactSheet(all, summary: summary.line, live: live)
        return summary
    }

    /// Writes `index.html` for `entries` (and, for a live page, `live.js` with a new stamp).
    public func writeContactSheet(_ entries: [ManifestEntry], summary: String, live: Bool) throws {
        let stamp = live ? String(UInt64(Date().timeIntervalSince1970 * 1000)) : nil
        let html = ContactSheet.html(entries, title: root.standardizedFileURL.lastPathComponent, summary: summary,
                                     liveStamp: stamp)
        try Data(html.utf8).write(to: output.appendingPathComponent("index.html"))
        if let stamp {
            try Data(ContactSheet.liveScript(stamp: stamp).utf8).write(to: output.appendingPathComponent("live.js"))
        } else {
            try? FileManager.default.removeItem(at: output.appendingPathComponent("live.js"))
        }
    }

    /// One preview as `--list` and the MCP server's `list_previews` show it: found, not built.
    public struct Listed: Codable, Equatable, Sendable {
        /// The file, relative to the code base's folder.
        public var file: String
        /// The line of `#Preview` or of the provider.
        public var line: Int
        /// The preview's name, or the provider's type name; `nil` for an unnamed `#Preview`.
        public var name: String?
        /// The traits as written.
        public var traits: [String]
    }

    /// Every preview under `root`, found with swift-syntax; nothing is built.
    public static func listing(_ root: URL) -> [Listed] {
        PreviewDiscovery.scan(root: root, files: SourceSelection.swiftFiles(root: root)).flatMap(\.previews).map {
            Listed(file: $0.file, line: $0.line, name: $0.displayName, traits: $0.traits)
        }
    }

    /// The module the code is compiled as: the folder's name, made an identifier.
    static func moduleName(_ root: URL) -> String {
        let name = ModuleNaming.identifier(root.standardizedFileURL.lastPathComponent)
        let taken: Set<String> = ["Darkroom", "DarkroomCompat", "DarkroomCharts", "SwiftUI", "UIKit", "Foundation",
                                  "Swift", "Charts", "Combine"]
        return taken.contains(name) ? name + "Previews" : name
    }
}

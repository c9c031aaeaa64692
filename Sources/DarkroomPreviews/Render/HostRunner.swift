import Foundation

/// The parent's side of rendering: runs the render process (`darkroom __previews-host`), collects its
/// results, and when it dies or hangs, charges the job it was drawing and starts a new one after it.
public struct HostRunner {
    /// The executable to run (the running `darkroom`).
    public var executable: String
    /// Arguments before the request file's path.
    public var arguments: [String]
    /// A job that draws for longer than this is stopped and reported.
    public var timeout: TimeInterval = 120
    /// Scratch folder for the request file and the process's standard error.
    public var workspace: URL

    /// A runner starting `executable arguments… request.json`.
    public init(executable: String, arguments: [String], workspace: URL) {
        self.executable = executable
        self.arguments = arguments
        self.workspace = workspace
    }

    /// The results of every job, in job order; `progress(done, total)` after each.
    public func run(_ request: HostRequest, progress: (Int, Int) -> Void) throws -> [ManifestEntry] {
        var request = request
        let defaults = try Self.emptyDefaultsFolder(in: workspace)
        var results: [Int: ManifestEntry] = [:]
        var providerFailures: [ManifestEntry] = []
        var total = 0
        while true {
            let requestURL = workspace.appendingPathComponent("host-request.json")
            try JSONEncoder().encode(request).write(to: requestURL)
            let errorURL = workspace.appendingPathComponent("host-stderr.txt")
            _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments + [requestURL.path]
            var environment = ProcessInfo.processInfo.environment
            environment["TZ"] = "UTC"
            environment["LANG"] = "C.UTF-8"
            environment["DARKROOM_PREVIEWS"] = "1"
            // `UserDefaults.standard` (what `@AppStorage` reads) lives under XDG_CONFIG_HOME on Linux: an empty
            // folder made for this run gives every preview an empty defaults domain, whatever the machine saved.
            environment["XDG_CONFIG_HOME"] = defaults.path
            // No network: URLSession (libcurl) goes through a proxy address where nothing listens.
            for name in ["http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
                environment[name] = "http://127.0.0.1:9"
            }
            environment["no_proxy"] = nil
            environment["NO_PROXY"] = nil
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = try FileHandle(forWritingTo: errorURL)
            process.standardInput = FileHandle.nullDevice  // under `darkroom mcp`, the protocol's input
            try process.run()
            let watchdog = Watchdog(process: process, timeout: timeout)
            var lastStart: HostMessage?
            var lastSplit: HostMessage?
            var buffer = Data()
            let reader = output.fileHandleForReading
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = buffer[buffer.startIndex..<newline]
                    buffer.removeSubrange(buffer.startIndex...newline)
                    guard let message = try? JSONDecoder().decode(HostMessage.self, from: Data(line)) else { continue }
                    watchdog.reset()
                    switch message.kind {
                    case "total": total = message.total ?? 0; progress(results.count, total)
                    case "split": lastSplit = message
                    case "start": lastStart = message; lastSplit = nil
                    case "result":
                        if let job = message.job, let result = message.result { results[job] = result }
                        progress(results.count, total)
                    default: break
                    }
                }
            }
            process.waitUntilExit()
            watchdog.cancel()
            if process.terminationStatus == 0 && process.terminationReason == .exit { break }
            let reason = watchdog.fired ? "it did not finish within \(Int(timeout)) s"
                : Self.reason(process, stderr: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "")
            if let start = lastStart, let job = start.job, results[job] == nil, var pending = start.pending {
                pending.image = nil
                pending.error = "the preview stopped the render process: \(reason)"
                results[job] = pending
                progress(results.count, total)
                request.firstJob = job + 1
            } else if let split = lastSplit, let entry = split.entry, var pending = split.pending {
                pending.error = "the provider's `previews` stopped the render process: \(reason)"
                pending.name = (pending.file as NSString).lastPathComponent
                providerFailures.append(pending)
                request.skippedEntries.append(entry)
                request.firstJob = 0
                results = [:]
            } else {
                throw PreviewsError("the render process failed: \(reason)")
            }
        }
        return results.keys.sorted().compactMap { results[$0] } + providerFailures
    }

    /// A new, empty folder for the render processes' user defaults (the last run's is removed).
    static func emptyDefaultsFolder(in workspace: URL) throws -> URL {
        let folder = workspace.appendingPathComponent("preview-defaults")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A sentence for how a process ended, with the fatal error it printed.
    static func reason(_ process: Process, stderr: String) -> String {
        let lines = stderr.split(separator: "\n").map(String.init)
        let fatal = lines.first { $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("error:") }
        let how = process.terminationReason == .uncaughtSignal
            ? signalName(process.terminationStatus) : "exit status \(process.terminationStatus)"
        return fatal.map { "\(how): \($0.trimmingCharacters(in: .whitespaces))" } ?? how
    }

    /// A signal's number with what it usually means for Swift code.
    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 4, 5: "signal \(signal) (a Swift runtime trap)"
        case 6: "signal 6 (abort)"
        case 7: "signal 7 (bus error)"
        case 11: "signal 11 (segmentation fault; endless recursion overflowing the stack is the common cause)"
        case 15: "signal 15 (terminated)"
        default: "signal \(signal)"
        }
    }
}

/// Stops a process that has sent nothing for `timeout` seconds.
private final class Watchdog: @unchecked Sendable {
    private let process: Process
    private let timeout: TimeInterval
    private let lock = NSLock()
    private var deadline: Date
    private var stopped = false
    private(set) var fired = false

    init(process: Process, timeout: TimeInterval) {
        self.process = process
        self.timeout = timeout
        deadline = Date().addingTimeInterval(timeout)
        schedule()
    }

    func reset() { lock.withLock { deadline = Date().addingTimeInterval(timeout) } }
    func cancel() { lock.withLock { stopped = true } }

    private func schedule() {
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [self] in
            let (done, expired) = lock.withLock { (stopped, Date() > deadline) }
            if done { return }
            if expired {
                lock.withLock { fired = true }
                process.terminate()
                return
            }
            schedule()
        }
    }
}

import Foundation

/// Replays inputs through the selected harness without libFuzzer: what `darkroom-fuzz` does when it was built
/// without `-sanitize=fuzzer` (CI's replay step shares the root package's plain debug build instead of
/// compiling Darkroom once more with sanitizers; fuzzing itself needs the sanitizer build, `scripts/fuzz-smoke`).
///
/// libFuzzer-style flags (`-runs=0`, `-timeout=N`, …) are accepted and ignored but for `-timeout`, so the same
/// command line works in both builds. An input that does not finish within the timeout ends the process with
/// status 3 after naming it: a hang is a failure, as in libFuzzer.
enum Replay {
    /// Runs `harness` on every input and returns the process status: 0 when all ran, 2 on a bad argument.
    static func run(arguments: [String], harness: @escaping (Data) -> Void) -> Int32 {
        var timeout = 120.0
        var paths: [String] = []
        for argument in arguments {
            if argument.hasPrefix("-timeout="), let seconds = Double(argument.dropFirst("-timeout=".count)) {
                timeout = seconds
            } else if !argument.hasPrefix("-") {
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: darkroom-fuzz [-timeout=S] INPUT-OR-FOLDER...\n".utf8))
            return 2
        }
        var files: [String] = []
        for path in paths {
            guard let found = inputFiles(at: path) else {
                FileHandle.standardError.write(Data("darkroom-fuzz: no such input or folder: \(path)\n".utf8))
                return 2
            }
            files += found
        }
        let watchdog = Watchdog(seconds: timeout)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("darkroom-fuzz: cannot read \(file)\n".utf8))
                return 2
            }
            // Named before it runs: when an input traps, the log's last line says which.
            FileHandle.standardError.write(Data("input: \(file)\n".utf8))
            watchdog.arm(file)
            harness(data)
        }
        watchdog.arm(nil)
        print("darkroom-fuzz: replayed \(files.count) inputs without libFuzzer (no sanitizers)")
        return 0
    }

    /// The file itself, or a folder's regular files in name order (sub-folders are not read, as libFuzzer does).
    private static func inputFiles(at path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }.filter { file in
            var isSubfolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: file, isDirectory: &isSubfolder) && !isSubfolder.boolValue
        }
    }
}

/// Ends the process when one input runs longer than its limit: the harness runs on the main thread, so the
/// check runs on a thread of its own.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (file: String, started: Date)?

    init(seconds: Double) {
        let thread = Thread { [unowned self] in
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                self.lock.lock()
                let running = self.current
                self.lock.unlock()
                if let running, Date().timeIntervalSince(running.started) > seconds {
                    FileHandle.standardError.write(Data(
                        "darkroom-fuzz: \(running.file) ran longer than \(seconds) s (a hang)\n".utf8))
                    exit(3)
                }
            }
        }
        thread.start()
    }

    /// Starts the clock for `file`; `nil` stops it.
    func arm(_ file: String?) {
        lock.lock()
        current = file.map { ($0, Date()) }
        lock.unlock()
    }
}

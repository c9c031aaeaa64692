#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

/// Runs darkroom-hostile-cases (Tests/HostileCases) in child processes, so a
/// trap, a stack overflow, a hang or a memory blow-up kills the child, not the
/// test runner, and is reported against the case that caused it.
struct HostileRunner {
    /// Per case: seconds before SIGALRM ends the child (a hang).
    var timeLimit = 20
    /// The child's address-space limit (RLIMIT_AS), in MB: bounded memory.
    var memoryLimitMB = 3072
    var environment: [String: String] = [:]

    struct Outcome {
        var name: String
        /// "PASS", "FAIL" or "CRASH".
        var verdict: String
        var detail: String
    }

    /// The runner executable, built beside the test bundle by `swift build --build-tests`.
    static var executable: URL? {
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: exe).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("darkroom-hostile-cases")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Runs the executable with `arguments`; returns its standard output and termination.
    func launch(_ arguments: [String], onLine: ((String, Process) -> Void)? = nil) throws -> (
        output: String, status: Int32, signaled: Bool
    ) {
        guard let executable = Self.executable else {
            throw XCTSkip("darkroom-hostile-cases is not built (swift build --build-tests)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        var output = Data()
        var pending = ""
        while true {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            output.append(chunk)
            if let onLine {
                pending += String(decoding: chunk, as: UTF8.self)
                while let newline = pending.firstIndex(of: "\n") {
                    onLine(String(pending[..<newline]), process)
                    pending.removeSubrange(...newline)
                }
            }
        }
        process.waitUntilExit()
        return (
            String(decoding: output, as: UTF8.self), process.terminationStatus,
            process.terminationReason == .uncaughtSignal
        )
    }

    func list() throws -> [String] {
        try launch(["--list"]).output.split(separator: "\n").map(String.init)
    }

    /// Runs `names` in two children at a time (one per core of a CI runner),
    /// each taking every other case; outcomes come back in `names` order.
    func runInParallel(_ names: [String]) throws -> [Outcome] {
        // Output cases share one small file system: they all go to the first child.
        let output = names.filter { $0.hasPrefix("output/") }
        let rest = names.filter { !$0.hasPrefix("output/") }
        let halves = [output + stride(from: 0, to: rest.count, by: 2).map { rest[$0] }.dropLast(output.count / 2),
                      [String]()]
        let first = Set(halves[0])
        let split = [halves[0], rest.filter { !first.contains($0) }]
        final class Results: @unchecked Sendable {
            var value: [Result<[Outcome], Error>] = [.success([]), .success([])]
        }
        let results = Results()
        let runner = self
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let r = Result { try runner.run(split[i]) }
            withResultsLock { results.value[i] = r }
        }
        let byName = Dictionary(try results.value.flatMap { try $0.get() }.map { ($0.name, $0) }) { a, _ in a }
        return names.compactMap { byName[$0] }
    }

    /// Runs `names` in as few children as possible: after a crash, the next child
    /// starts with the case after the one that crashed.
    func run(_ names: [String], batch: Int = 400) throws -> [Outcome] {
        var outcomes: [Outcome] = []
        var index = 0
        while index < names.count {
            let slice = Array(names[index..<min(names.count, index + batch)])
            let result = try launch(["--time-limit", "\(timeLimit)", "--memory-limit-mb", "\(memoryLimitMB)"] + slice)
            var finished = 0
            for line in result.output.split(separator: "\n") {
                let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                guard parts.count >= 2, parts[0] == "PASS" || parts[0] == "FAIL" else { continue }
                outcomes.append(Outcome(name: parts[1], verdict: parts[0], detail: parts.count > 2 ? parts[2] : ""))
                finished += 1
            }
            index += finished
            if finished < slice.count {
                let signal =
                    result.signaled
                    ? " signal \(result.status) (\(Self.signalName(result.status)))" : " exit \(result.status)"
                outcomes.append(Outcome(name: slice[finished], verdict: "CRASH", detail: "child ended with" + signal))
                index += 1
            }
        }
        return outcomes
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL: a Swift trap"
        case SIGTRAP: "SIGTRAP: a Swift trap"
        case SIGSEGV: "SIGSEGV: stack overflow or bad access"
        case SIGALRM: "SIGALRM: over the time limit"
        case SIGKILL: "SIGKILL"
        case SIGABRT: "SIGABRT: abort, often out of memory"
        default: "signal \(signal)"
        }
    }
}

private let resultsLock = NSLock()
private func withResultsLock(_ body: () -> Void) { resultsLock.withLock(body) }

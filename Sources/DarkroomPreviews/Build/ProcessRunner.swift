import Foundation

/// Runs a program and collects its output (standard error merged into standard output).
enum ProcessRunner {
    struct Result {
        var status: Int32
        var output: String
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        // Never the caller's standard input: under `darkroom mcp` it carries the protocol.
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read before waiting: a compiler's output can fill the pipe's buffer.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}

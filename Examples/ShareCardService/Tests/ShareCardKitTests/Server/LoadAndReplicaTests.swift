import Foundation
import Testing

@testable import ShareCardKit

/// The short form of Benchmarks/Service/run: a few seconds of wrk per scenario (statuses and socket errors
/// asserted, never speed), and two replicas behind nginx answering the same bytes. Each test is skipped, with
/// a note, where its Debian package is not installed.
@Suite(.serialized) struct LoadAndReplicaTests {
    static let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Benchmarks/Service")
    static let wrk = ["/usr/bin/wrk", "/usr/local/bin/wrk"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: wrk != nil, "wrk is not installed (apt-get install wrk)"))
    func wrkBurstsAnswerEveryRequest() async throws {
        // A debug build renders slowly: a long timeout keeps slowness from counting as failure.
        let server = try await TestServer.start { $0.renderTimeout = .seconds(60) }
        defer { Task { await server.stop() } }
        // The last one paces its requests (load.lua's `rate=`, 10 a second per wrk thread), as the full run's
        // latency-at-a-rate scenario does.
        for mode in [["uncached"], ["cached"], ["mixed"], ["uncached", "card", "rate=10"]] {
            let result = try runWRK(port: server.port, connections: 4, seconds: 3, mode: mode)
            let statuses = Set(result.statuses.keys)
            #expect(result.socketErrors == 0 && statuses.isSubset(of: ["200"]), "\(mode): \(result.line)")
            #expect(result.requests > 0, "\(mode): \(result.line)")
        }
    }

    @Test(.enabled(if: wrk != nil, "wrk is not installed (apt-get install wrk)"))
    func wrkOverloadGets503sAndNoSocketErrors() async throws {
        let server = try await TestServer.start { $0.maxInFlight = 2; $0.renderTimeout = .seconds(60) }
        defer { Task { await server.stop() } }
        let result = try runWRK(port: server.port, connections: 24, seconds: 2, mode: ["uncached"])
        #expect(result.socketErrors == 0, "\(result.line)")
        #expect(Set(result.statuses.keys).isSubset(of: ["200", "503"]) && (result.statuses["503"] ?? 0) > 0,
                "\(result.line)")
        #expect(server.service.gate.inFlight <= 2)
    }

    @Test(.enabled(if: nginx != nil, "nginx is not installed (apt-get install nginx-light)"))
    func twoReplicasBehindNginxAnswerTheSameBytes() async throws {
        // Two processes of the built executable, as a deployment runs them: anything seeded per process (a
        // hash seed, an address, a clock) that leaked into the bytes or the ETag would show here.
        let first = try ReplicaProcess(), second = try ReplicaProcess()
        defer { first.stop(); second.stop() }
        let proxy = try NginxProxy(replicas: [first.port, second.port])
        defer { proxy.stop() }
        let paths = ["/card.png?title=Replicas&avatar=gradient.png", "/certificate.webp?title=Ada", "/card.jpg?title=J"]
        for path in paths {
            var bodies: [Data] = [], replicas: Set<String> = [], etags: Set<String> = []
            for _ in 0..<4 {
                let reply = try await TestServer.send(url: "http://127.0.0.1:\(proxy.port)\(path)")
                #expect(reply.status == 200)
                bodies.append(reply.body)
                replicas.insert(reply.header("X-Replica") ?? "")
                etags.insert(reply.header("ETag") ?? "")
            }
            #expect(replicas.count == 2, "nginx used \(replicas)")
            #expect(Set(bodies).count == 1 && etags.count == 1, "\(path): replicas answered different bytes")
        }
    }

    struct WRKResult {
        var line: String
        var requests: Int
        var statuses: [String: Int]
        var socketErrors: Int
    }

    func runWRK(port: Int, connections: Int, seconds: Int, mode: [String]) throws -> WRKResult {
        let output = try run(Self.wrk!, [
            "-t2", "-c\(connections)", "-d\(seconds)s", "--timeout", "60s",
            "-s", Self.benchmarks.appendingPathComponent("load.lua").path, "http://127.0.0.1:\(port)", "--",
        ] + mode)
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("RESULT ") }),
              let json = try JSONSerialization.jsonObject(with: Data(line.dropFirst(7).utf8)) as? [String: Any]
        else { throw TestFailure("wrk printed no RESULT line: \(output)") }
        let errors = ["connect", "read", "write", "timeout"].map { json[$0] as? Int ?? -1 }.reduce(0, +)
        return WRKResult(
            line: String(line), requests: json["requests"] as? Int ?? 0,
            statuses: json["statuses"] as? [String: Int] ?? [:], socketErrors: errors)
    }
}

/// One replica as its own process: the `share-card-service` executable `swift build --build-tests` put beside
/// the test bundle, on a free port.
struct ReplicaProcess {
    let port: Int
    let process: Process

    init() throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent()].map { $0.appendingPathComponent("share-card-service") }
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw TestFailure("share-card-service is not built beside the tests (swift build --build-tests)")
        }
        port = try freePort()
        process = Process()
        process.executableURL = binary
        var environment = ProcessInfo.processInfo.environment
        environment["PORT"] = "\(port)"
        environment["LOG_LEVEL"] = "warning"
        environment["AVATAR_DIR"] = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Avatars").path
        process.environment = environment
        try process.run()
        for _ in 0..<600 where !canConnect(port) { Thread.sleep(forTimeInterval: 0.05) }
        guard canConnect(port) else {
            process.terminate()
            throw TestFailure("share-card-service did not start on port \(port)")
        }
    }

    /// SIGTERM, as an orchestrator stops a replica: the graceful shutdown path.
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}

/// nginx in the foreground with Benchmarks/Service/nginx.conf.template, on a free port.
struct NginxProxy {
    let port: Int
    let process: Process
    let folder: URL

    init(replicas: [Int]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("share-card-nginx-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        port = try freePort()
        let template = try String(
            contentsOf: LoadAndReplicaTests.benchmarks.appendingPathComponent("nginx.conf.template"), encoding: .utf8)
        let config = template.replacingOccurrences(of: "@PREFIX@", with: folder.path)
            .replacingOccurrences(of: "@PORT@", with: "\(port)")
            .replacingOccurrences(of: "@REPLICA1@", with: "\(replicas[0])")
            .replacingOccurrences(of: "@REPLICA2@", with: "\(replicas[1])")
        let configURL = folder.appendingPathComponent("nginx.conf")
        try config.write(to: configURL, atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: LoadAndReplicaTests.nginx!)
        process.arguments = ["-p", folder.path, "-c", configURL.path, "-g", "daemon off;"]
        try process.run()
        // Ready when it accepts connections.
        for _ in 0..<100 {
            if canConnect(port) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.terminate()
        let log = try? String(contentsOf: folder.appendingPathComponent("error.log"), encoding: .utf8)
        throw TestFailure("nginx did not start: \(log ?? "")")
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}

func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// A loopback port nothing listens on now (the kernel's choice for a socket bound to port 0).
func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw TestFailure("socket() failed") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
        }
    }
    guard bound else { throw TestFailure("bind() failed") }
    return Int(UInt16(bigEndian: address.sin_port))
}

func canConnect(_ port: Int) -> Bool {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
    }
}

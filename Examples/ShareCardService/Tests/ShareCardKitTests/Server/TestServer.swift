import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle
import ShareCardKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A real server on a free loopback port, run the way `main` runs it (minus the signal handlers), and a
/// plain HTTP client for it.
struct TestServer {
    let port: Int
    let service: ShareCardService
    private let group: ServiceGroup
    private let task: Task<Void, any Error>

    static func start(_ change: (inout ServiceConfiguration) -> Void = { _ in }) async throws -> TestServer {
        var configuration = ServiceConfiguration()
        configuration.port = 0
        configuration.avatarFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Avatars")
        change(&configuration)
        let service = ShareCardService(configuration: configuration)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let application = service.makeApplication { channel in
            continuation.yield(channel.localAddress?.port ?? 0)
            continuation.finish()
        }
        // A service group as `ShareCardService.run` makes, without signal handlers: `stop` shuts it down
        // gracefully, as SIGTERM would.
        let group = ServiceGroup(configuration: .init(services: [application], logger: service.logger))
        let task = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else { throw TestFailure("the server did not start") }
        return TestServer(port: port, service: service, group: group, task: task)
    }

    func stop() async {
        await group.triggerGracefulShutdown()
        _ = try? await task.value
    }

    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: Data
        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
        var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] }
    }

    func get(_ path: String, headers: [String: String] = [:]) async throws -> Reply {
        try await Self.send(url: "http://127.0.0.1:\(port)\(path)", headers: headers)
    }

    func post(_ path: String, body: Data, contentType: String) async throws -> Reply {
        try await Self.send(
            url: "http://127.0.0.1:\(port)\(path)", method: "POST", headers: ["Content-Type": contentType], body: body)
    }

    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 120
        configuration.httpMaximumConnectionsPerHost = 64
        return URLSession(configuration: configuration)
    }()

    static func send(url: String, method: String = "GET", headers: [String: String] = [:], body: Data? = nil)
        async throws -> Reply
    {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw TestFailure("not an HTTP response") }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields { fields["\(name)"] = "\(value)" }
        return Reply(status: http.statusCode, headers: fields, body: data)
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Data {
    var isPNG: Bool { starts(with: [0x89, 0x50, 0x4E, 0x47]) }
    var isJPEG: Bool { starts(with: [0xFF, 0xD8, 0xFF]) }
    var isWebP: Bool { count > 12 && starts(with: Array("RIFF".utf8)) && self[8..<12].elementsEqual("WEBP".utf8) }
}

/// A query value, percent-encoded.
func q(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
}

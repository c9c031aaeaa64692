import Foundation

/// How a replica runs, from environment variables so that the same binary serves in every deployment.
public struct ServiceConfiguration: Sendable {
    /// `HOST` (default 127.0.0.1; 0.0.0.0 behind a load balancer on another machine) and `PORT` (8080;
    /// 0 picks a free port).
    public var host = "127.0.0.1", port = 8080
    /// `RENDER_THREADS`: renders run at once (default: one per core).
    public var renderThreads = ProcessInfo.processInfo.activeProcessorCount
    /// `MAX_IN_FLIGHT`: renders admitted, running or queued, before `503` (default 16).
    public var maxInFlight = 16
    /// `RENDER_TIMEOUT_MS`: how long a request waits for its render before `504` (default 2000).
    public var renderTimeout: Duration = .seconds(2)
    /// `CACHE_MB`: the in-process cache of rendered bytes (default 64 MB; 0 turns it off).
    public var cacheBytes = 64 << 20
    /// `AVATAR_DIR`: the folder `avatar=NAME` reads from (none by default).
    public var avatarFolder: URL?
    /// `MAX_BODY_MB`: the largest request body, JSON or uploaded image (default 16 MB).
    public var maxBodyBytes = 16 << 20

    /// The defaults.
    public init() {}

    /// The defaults overridden by the environment; a variable that is set but not a number is an error, not
    /// silently the default.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws -> ServiceConfiguration
    {
        var c = ServiceConfiguration()
        func int(_ name: String, _ range: ClosedRange<Int>) throws -> Int? {
            guard let text = environment[name] else { return nil }
            guard let value = Int(text), range.contains(value) else {
                throw ConfigurationError(message: "\(name) must be a whole number in \(range), not '\(text)'")
            }
            return value
        }
        if let host = environment["HOST"] { c.host = host }
        c.port = try int("PORT", 0...65535) ?? c.port
        c.renderThreads = try int("RENDER_THREADS", 1...256) ?? c.renderThreads
        c.maxInFlight = try int("MAX_IN_FLIGHT", 1...100_000) ?? c.maxInFlight
        c.renderTimeout = try int("RENDER_TIMEOUT_MS", 1...600_000).map { .milliseconds($0) } ?? c.renderTimeout
        c.cacheBytes = try int("CACHE_MB", 0...65536).map { $0 << 20 } ?? c.cacheBytes
        c.maxBodyBytes = try int("MAX_BODY_MB", 1...1024).map { $0 << 20 } ?? c.maxBodyBytes
        if let folder = environment["AVATAR_DIR"] { c.avatarFolder = URL(fileURLWithPath: folder, isDirectory: true) }
        return c
    }
}

/// An environment variable that does not parse.
public struct ConfigurationError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

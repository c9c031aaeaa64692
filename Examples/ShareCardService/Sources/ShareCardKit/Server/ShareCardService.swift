import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// The share-card service: one replica's renderer, render bound and cache, and the Hummingbird application
/// that serves them. Replicas share nothing; every response depends on its request alone.
public struct ShareCardService: Sendable {
    public let configuration: ServiceConfiguration
    public let renderer: CardRenderer
    public let gate: RenderGate
    public let cache: RenderCache
    public let logger: Logger

    /// A replica configured by `configuration`.
    public init(configuration: ServiceConfiguration, logger: Logger = Logger(label: "share-card-service")) {
        self.configuration = configuration
        self.logger = logger
        renderer = CardRenderer(avatarFolder: configuration.avatarFolder)
        gate = RenderGate(
            threads: configuration.renderThreads, limit: configuration.maxInFlight,
            timeout: configuration.renderTimeout)
        cache = RenderCache(capacity: configuration.cacheBytes)
    }

    /// The Hummingbird application: the routes of `routes.md` in the README. `onServerRunning` receives the
    /// listening channel (its port, when `port` is 0).
    public func makeApplication(
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) -> Application<RouterResponder<BasicRequestContext>> {
        _ = ServiceMetrics.registry
        let router = Router()
        router.add(middleware: MetricsMiddleware())
        for kind in CardRequest.Kind.allCases {
            let formats: [(String, OutputFormat?)] = [("", nil), (".png", .png), (".jpg", .jpeg), (".jpeg", .jpeg),
                                                       (".webp", .webp)]
            for (suffix, format) in formats {
                let path = RouterPath("\(kind.rawValue)\(suffix)")
                router.get(path) { request, _ in await handle(request, kind: kind, format: format) }
                router.post(path) { request, _ in await handle(request, kind: kind, format: format) }
            }
        }
        router.get("health") { _, _ in
            let body = "{\"status\":\"ok\",\"inFlight\":\(gate.inFlight),\"cacheBytes\":\(cache.bytes)}"
            return Response(
                status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: body)))
        }
        router.get("metrics") { _, _ in
            ServiceMetrics.gauges(inFlight: gate.inFlight, cacheBytes: cache.bytes)
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(bytes: ServiceMetrics.registry.emitToBuffer())))
        }
        return Application(
            router: router,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                                 serverName: "share-card-service"),
            onServerRunning: onServerRunning, logger: logger)
    }

    /// Serves until SIGTERM or SIGINT, then stops accepting, finishes the requests in flight (swift-service-
    /// lifecycle's graceful shutdown) and stops the render threads.
    public func run() async throws {
        let application = makeApplication { channel in
            logger.info("listening", metadata: ["address": "\(channel.localAddress.map { "\($0)" } ?? "?")"])
        }
        let group = ServiceGroup(
            configuration: .init(
                services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
        try await gate.shutdown()
        logger.info("stopped")
    }

    /// One card request, start to end: every failure becomes its JSON error response.
    func handle(_ request: Request, kind: CardRequest.Kind, format fixed: OutputFormat?) async -> Response {
        do {
            guard let format = fixed ?? OutputFormat.negotiate(accept: request.headers[.accept]) else {
                throw ServiceError.notAcceptable("this service writes image/png, image/jpeg and image/webp")
            }
            var request = request
            let (parameters, upload) = try await RequestParameters.read(&request, maxBody: configuration.maxBodyBytes)
            let card = try CardRequest.parse(kind: kind, format: format, parameters: parameters, upload: upload)
            return try await respond(to: card, ifNoneMatch: request.headers[.ifNoneMatch], negotiated: fixed == nil)
        } catch let error as ServiceError {
            ServiceMetrics.rejected(error)
            if case .renderFailed = error {
                logger.error("render failed", metadata: ["message": "\(error.message)"])
            } else {
                logger.debug("refused", metadata: ["reason": "\(error.code)", "message": "\(error.message)"])
            }
            return error.response
        } catch {
            let refused = ServiceError.renderFailed("unexpected error: \(error)")
            logger.error("unexpected error", metadata: ["error": "\(error)"])
            return refused.response
        }
    }

    /// The image for a validated request: `304` when the client holds it, the cached bytes, or a render
    /// through the gate.
    func respond(to card: CardRequest, ifNoneMatch: String?, negotiated: Bool) async throws -> Response {
        let etag = card.etag
        var headers: HTTPFields = [.eTag: etag, .cacheControl: "public, max-age=31536000, immutable"]
        if negotiated { headers[.vary] = "Accept" }
        if let ifNoneMatch, ETagMatch.matches(ifNoneMatch, etag) {
            ServiceMetrics.notModified()
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = card.format.mimeType
        let key = card.cacheKey
        if let data = cache.get(key) {
            ServiceMetrics.cacheHit()
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        let admitted = ContinuousClock.now
        let (data, work) = try await gate.run { [renderer] () throws(ServiceError) in
            let start = ContinuousClock.now
            let data = try renderer.render(card)
            return (data, ContinuousClock.now - start)
        }
        // Where a render's time goes: the work on its thread, and the rest (waiting for a thread, hand-offs).
        ServiceMetrics.rendered(card, work: work, waited: ContinuousClock.now - admitted - work)
        logger.debug(
            "rendered", metadata: ["kind": "\(card.kind)", "format": "\(card.format)", "bytes": "\(data.count)"])
        cache.put(key, data)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// `If-None-Match` against one strong ETag: `*`, or any listed tag, weak (`W/`) or not, as RFC 9110's weak
/// comparison for `GET` says.
enum ETagMatch {
    static func matches(_ header: String, _ etag: String) -> Bool {
        header.split(separator: ",").contains { item in
            var tag = item.trimmingSpaces()
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            return tag == etag[...]
        }
    }
}

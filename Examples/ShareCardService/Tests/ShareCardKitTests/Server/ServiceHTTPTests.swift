import Foundation
import Testing

@testable import ShareCardKit

/// The service over real HTTP on loopback: formats, caching headers, validation, the bounds, health and
/// metrics. Statuses and bytes only; speed is Benchmarks/Service's.
@Suite(.serialized) struct ServiceHTTPTests {
    @Test func formatsByExtensionAndAccept() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let query = "?title=\(q("Hello from Darkroom"))&subtitle=\(q("Share cards over HTTP"))&avatar=gradient.png"
        let png = try await server.get("/card.png\(query)")
        #expect(png.status == 200 && png.body.isPNG && png.header("Content-Type") == "image/png")
        #expect(png.header("Cache-Control")?.contains("immutable") == true && png.header("ETag") != nil)
        let jpeg = try await server.get("/card.jpg\(query)")
        #expect(jpeg.status == 200 && jpeg.body.isJPEG && jpeg.header("Content-Type") == "image/jpeg")
        let webp = try await server.get("/certificate.webp\(query)")
        #expect(webp.status == 200 && webp.body.isWebP && webp.header("Content-Type") == "image/webp")

        let byAccept = try await server.get("/card\(query)", headers: ["Accept": "image/webp,image/png;q=0.5"])
        #expect(byAccept.status == 200 && byAccept.body.isWebP && byAccept.header("Vary") == "Accept")
        let jpegByAccept = try await server.get("/card\(query)", headers: ["Accept": "image/jpeg"])
        #expect(jpegByAccept.status == 200 && jpegByAccept.body.isJPEG)
        let wildcard = try await server.get("/certificate\(query)", headers: ["Accept": "*/*"])
        #expect(wildcard.status == 200 && wildcard.body.isPNG)
        let html = try await server.get("/card\(query)", headers: ["Accept": "text/html"])
        #expect(html.status == 406 && html.json?["error"] as? String == "not_acceptable")
    }

    @Test func etagAnswersNotModifiedAndRepeatsComeFromTheCache() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let path = "/card.png?title=\(q("Cached card"))&from=112233"
        let first = try await server.get(path)
        let etag = try #require(first.header("ETag"))
        let again = try await server.get(path)
        #expect(again.body == first.body && again.header("ETag") == etag)
        #expect(server.service.cache.count == 1)
        let notModified = try await server.get(path, headers: ["If-None-Match": etag])
        #expect(notModified.status == 304 && notModified.body.isEmpty)
        let otherTag = try await server.get(path, headers: ["If-None-Match": "\"0\""])
        #expect(otherTag.status == 200)
        let otherFormat = try await server.get("/card.webp?title=\(q("Cached card"))&from=112233")
        #expect(otherFormat.header("ETag") != etag)
    }

    @Test func hostileInputAnswers400WithAJSONBody() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let hugeTitle = String(repeating: "A", count: 10 << 20)
        let json = try JSONSerialization.data(withJSONObject: ["title": hugeTitle])
        var replies = [try await server.post("/card.png", body: json, contentType: "application/json")]
        for query in [
            "scale=nan", "scale=inf", "width=NaN", "width=20000", "from=zzzzzz", "text=%23FFF", "from=12345G",
            "avatar=..%2Fetc%2Fpasswd", "avatar=missing.png", "colour=red", "title=a&title=b",
        ] {
            replies.append(try await server.get("/card.png?title=x&\(query)"))
        }
        replies.append(try await server.get("/card.png"))
        // A PNG whose header claims 20,000 × 20,000 pixels: refused from the header, nothing allocated.
        var bomb = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        bomb.append(contentsOf: Array("IHDR".utf8) + [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        replies.append(try await server.post("/card.png?title=x", body: bomb, contentType: "image/png"))
        replies.append(
            try await server.post("/card.png?title=x", body: Data("not an image".utf8), contentType: "image/png"))
        replies.append(
            try await server.post("/card.png", body: Data("{\"title\": NaN}".utf8), contentType: "application/json"))
        for reply in replies {
            #expect(reply.status == 400, "\(String(decoding: reply.body.prefix(200), as: UTF8.self))")
            #expect(reply.json?["error"] as? String == "invalid_parameter" && reply.json?["message"] is String)
        }
        #expect(replies[0].body.count < 1000)  // the 10 MB title is not echoed back
        let health = try await server.get("/health")
        #expect(health.status == 200)
    }

    @Test func jsonBodyAndUploadedAvatarRender() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let avatar = try Data(contentsOf: try #require(server.service.configuration.avatarFolder)
            .appendingPathComponent("gradient.png"))
        let json = try JSONSerialization.data(withJSONObject: [
            "title": "Ada Lovelace", "subtitle": "Analytical Engine, level 2", "width": 600,
            "avatarBase64": avatar.base64EncodedString(),
        ])
        let reply = try await server.post("/certificate.png", body: json, contentType: "application/json")
        #expect(reply.status == 200 && reply.body.isPNG)
        let upload = try await server.post("/card.jpg?title=Upload", body: avatar, contentType: "image/png")
        #expect(upload.status == 200 && upload.body.isJPEG)
    }

    @Test func overloadAnswers503WithRetryAfter() async throws {
        let server = try await TestServer.start { $0.maxInFlight = 1; $0.renderThreads = 1; $0.cacheBytes = 0 }
        defer { Task { await server.stop() } }
        let replies = try await withThrowingTaskGroup(of: TestServer.Reply.self) { group in
            for n in 0..<12 { group.addTask { try await server.get("/card.png?title=Overload\(n)&width=2400") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(replies.allSatisfy { $0.status == 200 || $0.status == 503 })
        let refused = replies.filter { $0.status == 503 }
        #expect(!refused.isEmpty && refused.count < replies.count)
        #expect(refused.allSatisfy { $0.header("Retry-After") == "1" && $0.json?["error"] as? String == "overloaded" })
    }

    @Test func slowRenderAnswers504() async throws {
        let server = try await TestServer.start { $0.renderTimeout = .milliseconds(1) }
        defer { Task { await server.stop() } }
        let reply = try await server.get("/card.png?title=Too+slow&width=4096")
        #expect(reply.status == 504 && reply.json?["error"] as? String == "render_timeout", "\(reply.status)")
        // The timed-out render still ends and gives its slot back.
        for _ in 0..<200 where server.service.gate.inFlight > 0 { try await Task.sleep(for: .milliseconds(50)) }
        #expect(server.service.gate.inFlight == 0)
    }

    @Test func healthAndMetrics() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let health = try await server.get("/health")
        #expect(health.status == 200 && health.json?["status"] as? String == "ok")
        _ = try await server.get("/card.png?title=Metrics")
        _ = try await server.get("/card.png?title=Metrics")
        _ = try await server.get("/card.png?title=Metrics&from=nothex")
        let metrics = try await server.get("/metrics")
        let text = String(decoding: metrics.body, as: UTF8.self)
        #expect(metrics.status == 200)
        for name in [
            "sharecard_renders_total", "sharecard_cache_hits_total", "sharecard_render_duration_seconds_bucket",
            "sharecard_rejected_total", "sharecard_renders_in_flight",
        ] {
            #expect(text.contains(name), "\(name) missing from /metrics")
        }
    }
}

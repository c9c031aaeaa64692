import Foundation
import Testing

@testable import ShareCardKit

@Suite struct CardRequestTests {
    func parse(_ parameters: [String: String], upload: Data? = nil) throws(ServiceError) -> CardRequest {
        try CardRequest.parse(kind: .card, format: .png, parameters: parameters, upload: upload)
    }

    @Test func defaultsAndCanonicalColours() throws {
        let request = try parse(["title": "Hi", "from": "#abcdef", "scale": "2"])
        #expect(request.from.description == "ABCDEF" && request.width == 2400 && request.height == 1260)
        #expect(request.subtitle == "" && request.avatar == nil)
        // Spellings of the same colour are the same card: one cache entry, one ETag.
        #expect(try parse(["title": "Hi", "from": "ABCDEF", "width": "2400"]).etag == request.etag)
    }

    @Test func everyFieldChangesTheKey() throws {
        let base = try parse(["title": "a", "subtitle": "b"])
        let variants = [
            ["title": "a|", "subtitle": "b"], ["title": "a", "subtitle": "|b"],
            ["title": "a", "subtitle": "b", "to": "000000"],
            ["title": "a", "subtitle": "b", "width": "1201"], ["title": "a", "subtitle": "b", "avatar": "x.png"],
        ]
        for variant in variants { #expect(try parse(variant).cacheKey != base.cacheKey) }
        #expect(try parse(["title": "a"], upload: Data([1])).etag != parse(["title": "a"], upload: Data([2])).etag)
    }

    @Test(arguments: [
        ["subtitle": "no title"], ["title": "x", "scale": "nan"], ["title": "x", "scale": "-1"],
        ["title": "x", "scale": "1e308"], ["title": "x", "width": "20000"], ["title": "x", "width": "1.5"],
        ["title": "x", "width": "100", "scale": "1"], ["title": "x", "from": "red"], ["title": "x", "text": "#12345"],
        ["title": "x", "avatar": "../secret"], ["title": "x", "avatar": ".hidden"], ["title": "x", "unknown": "1"],
        ["title": String(repeating: "é", count: 201)],
    ])
    func refused(_ parameters: [String: String]) {
        #expect(throws: ServiceError.self) { try parse(parameters) }
    }

    @Test func tenMegabyteTitleIsRefusedWithoutEchoingIt() {
        let error = #expect(throws: ServiceError.self) { try parse(["title": String(repeating: "A", count: 10 << 20)]) }
        #expect((error?.message.count ?? .max) < 200)
    }

    @Test func queryDecoding() throws {
        #expect(try RequestParameters.query("title=a+b%21&from=%23fff000") == ["title": "a b!", "from": "#fff000"])
        #expect(throws: ServiceError.self) { try RequestParameters.query("title=%zz") }
        #expect(throws: ServiceError.self) { try RequestParameters.query("title=a&title=b") }
    }
}

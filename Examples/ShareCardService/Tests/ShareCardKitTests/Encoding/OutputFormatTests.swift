import Testing

@testable import ShareCardKit

@Suite struct OutputFormatTests {
    @Test func negotiation() {
        #expect(OutputFormat.negotiate(accept: nil) == .png)
        #expect(OutputFormat.negotiate(accept: "image/webp,image/png;q=0.5") == .webp)
        #expect(OutputFormat.negotiate(accept: "image/png;q=0.5, image/jpeg") == .jpeg)
        #expect(OutputFormat.negotiate(accept: "image/avif,image/webp,*/*;q=0.8") == .webp)
        #expect(OutputFormat.negotiate(accept: "text/html, image/webp;q=0") == nil)
        #expect(OutputFormat.negotiate(accept: "image/jpeg;q=nan") == nil)
        #expect(OutputFormat(fileExtension: "JPG") == .jpeg && OutputFormat(fileExtension: "gif") == nil)
    }

    @Test func etagMatching() {
        #expect(ETagMatch.matches("\"a\", W/\"b\"", "\"b\"") && ETagMatch.matches("*", "\"x\""))
        #expect(!ETagMatch.matches("\"a\"", "\"b\""))
    }
}

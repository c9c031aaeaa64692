import DarkroomPreviews
import XCTest

final class ManifestWriterTests: XCTestCase {
    func testEveryFieldIsWrittenNullIncluded() throws {
        let entry = ManifestEntry(file: "A.swift", line: 3, name: "Preview", variant: "light", device: "iPhone 15",
                                  traits: [], size: nil, scale: 3, image: nil, ms: 1.234, status: "error",
                                  error: "A.swift:4: cannot find 'x' in scope")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: ManifestWriter.data([entry])) as? [[String: Any]])
        XCTAssertEqual(Set(object[0].keys), ["file", "line", "name", "variant", "device", "traits", "size", "scale",
                                             "image", "ms", "status", "error"])
        XCTAssertTrue(object[0]["image"] is NSNull)
        XCTAssertEqual(object[0]["ms"] as? Double, 1.2)
    }
}

import Darkroom
import Foundation
import Testing

/// Core Graphics' URL initializer and page dictionaries as Apple documents them:
/// `kCGPDFContextMediaBox` holding a `CGRect`'s bytes in `CFData`/`NSData`.
@Suite("PDF URL context and page boxes")
struct PDFURLContextTests {
    @Test func urlInitializerAndPerPageMediaBoxes() throws {
        let url = try temporaryFolder().appendingPathComponent("pages.pdf")
        var box = CGRect(x: 0, y: 0, width: 400, height: 300)
        let context = try #require(CGContext(url as CFURL, mediaBox: &box, nil))
        var second = CGRect(x: 0, y: 0, width: 200, height: 500)
        let nsData = NSData(bytes: &second, length: MemoryLayout<CGRect>.size)
        var third = CGRect(x: 0, y: 0, width: 100, height: 120)
        let cfData = Data(bytes: &third, count: MemoryLayout<CGRect>.size) as CFData
        context.beginPDFPage(nil)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.endPDFPage()
        context.beginPDFPage([kCGPDFContextMediaBox: nsData] as CFDictionary)
        context.endPDFPage()
        context.beginPDFPage([kCGPDFContextMediaBox as String: cfData] as CFDictionary)
        context.endPDFPage()
        context.beginPDFPage([kCGPDFContextMediaBox: Data([1, 2, 3])] as CFDictionary)
        context.endPDFPage()
        context.closePDF()
        let info = try run("pdfinfo", ["-f", "1", "-l", "4", url.path])
        #expect(info.contains("Page    1 size:  400 x 300 pts"))
        #expect(info.contains("Page    2 size:  200 x 500 pts"))
        #expect(info.contains("Page    3 size:  100 x 120 pts"))
        #expect(info.contains("Page    4 size:  100 x 120 pts"), "too few bytes keep the previous box")
    }

    @Test func urlInitializerRefusesWhatItCannotWrite() {
        var box = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(CGContext(URL(string: "https://example.com/a.pdf")! as CFURL, mediaBox: &box, nil) == nil)
        #expect(CGContext(URL(fileURLWithPath: "/no/such/folder/a.pdf") as CFURL, mediaBox: &box, nil) == nil)
    }

    @Test func documentsDirectoryExistsAsOnIOS() throws {
        let documents = URL.documentsDirectory
        var isDir: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: documents.path, isDirectory: &isDir) && isDir.boolValue)
        #expect(URL.cachesDirectory.isFileURL && URL.picturesDirectory.lastPathComponent == "Pictures")
        #expect(URL.userDirectory == URL.homeDirectory.deletingLastPathComponent())
    }
}

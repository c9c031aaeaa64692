import DarkroomCompat
import Foundation
import Testing

@Suite("UIKit's PDF context functions")
struct UIGraphicsPDFContextTests {
    static func pdfinfo(_ data: Data) throws -> (info: [String: String], text: String) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-uipdf-\(UUID()).pdf")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return (try PDFTool.info(url.path), try PDFTool.run("pdftotext", url.path, "-"))
    }

    @Test func pagesToData() throws {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(
            data, CGRect(x: 0, y: 0, width: 300, height: 400),
            [kCGPDFContextTitle as String: "Report", kCGPDFContextAuthor as String: "Darkroom"])
        UIGraphicsBeginPDFPage()
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 300, height: 400))
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 10, y: 10, width: 50, height: 20))
        let controller = UIHostingController(rootView: Text("Page one").font(.title))
        controller.view.bounds = CGRect(x: 0, y: 0, width: 200, height: 60)
        controller.view.drawHierarchy(in: CGRect(x: 20, y: 60, width: 200, height: 60), afterScreenUpdates: true)
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 500, height: 200), nil)
        #expect(UIGraphicsGetPDFContextBounds().width == 500)
        UIGraphicsBeginPDFPage()
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let (info, text) = try Self.pdfinfo(data as Data)
        #expect(info["Pages"] == "3")
        #expect(info["Title"] == "Report")
        #expect(info["Author"] == "Darkroom")
        #expect(info["Page size"]?.hasPrefix("300 x 400 pts") == true)
        // Each page keeps its own box: the second is 500 × 200.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-uipdf-\(UUID()).pdf")
        try (data as Data).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try PDFTool.run("pdfinfo", "-f", "2", "-l", "2", url.path).contains("500 x 200 pts"))
        #expect(text.contains("Page one"))
    }

    @Test func pagesToFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-uipdf-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(UIGraphicsBeginPDFContextToFile(url.path, .zero, nil))
        UIGraphicsBeginPDFPage()
        // An empty rectangle means US Letter.
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 612, height: 792))
        UIGraphicsEndPDFContext()
        #expect(try PDFTool.info(url.path)["Page size"]?.hasPrefix("612 x 792 pts") == true)
        #expect(!UIGraphicsBeginPDFContextToFile("/no/such/folder/x.pdf", .zero, nil))
    }
}

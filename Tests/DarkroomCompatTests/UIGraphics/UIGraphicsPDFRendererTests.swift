import Foundation
import Testing
@testable import DarkroomCompat

/// UIKit's PDF renderer: top-left page origin, a bitmap drawn upright, one page per `beginPage`.
@Suite struct UIGraphicsPDFRendererTests {
    func pdftoppm(_ data: Data, page: Int) throws -> CGImage {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pdfr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pdf = dir.appendingPathComponent("doc.pdf")
        try data.write(to: pdf)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/pdftoppm")
        let output = dir.appendingPathComponent("p").path
        p.arguments = ["-png", "-r", "72", "-f", "\(page)", "-l", "\(page)", "-singlefile", pdf.path, output]
        try p.run()
        p.waitUntilExit()
        let png = try Data(contentsOf: dir.appendingPathComponent("p.png"))
        return try #require(UIImage(data: png)?.cgImage)
    }

    @Test func pagesAreTopLeftOriginAndEachHasItsBounds() throws {
        let topBand = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let data = renderer.pdfData { context in
            context.beginPage()
            topBand.draw(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 50), pageInfo: [:])
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 300, height: 10))
        }
        #expect(data.starts(with: Data("%PDF".utf8)))
        let first = try pdftoppm(data, page: 1)
        #expect(first.width == 200 && first.height == 100)
        #expect(first.matches(x: 50, y: 10, 255, 0, 0, 255, tolerance: 12), "red on top: drawn upright")
        #expect(first.matches(x: 50, y: 90, 0, 0, 255, 255, tolerance: 12))
        #expect(first.matches(x: 150, y: 50, 255, 255, 255, 255))
        let second = try pdftoppm(data, page: 2)
        #expect(second.width == 300 && second.height == 50)
        #expect(second.matches(x: 150, y: 4, 0, 255, 0, 255, tolerance: 12), "fill at y 0 is at the top")
    }

    @Test func unusableBoundsGiveNoDocument() {
        #expect(UIGraphicsPDFRenderer(bounds: .zero).pdfData { $0.beginPage() }.isEmpty)
    }
}

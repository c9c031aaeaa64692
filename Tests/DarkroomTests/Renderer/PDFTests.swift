import Darkroom
import Foundation
import Testing

/// The award view of Apple's ImageRenderer documentation (seed 002), with a fixed date.
private struct AwardView: View {
    var body: some View {
        VStack {
            Circle().fill(.yellow)
                .frame(width: 200, height: 200)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Text("Mike").font(.largeTitle)
            Text("21 November 2026")
        }
        .multilineTextAlignment(.center)
        .frame(width: 200, height: 290)
    }
}

private struct Word { let text: String; let xMin, yMin, xMax, yMax: Double }

/// Words and their boxes (top-left origin) from `pdftotext -bbox`.
private func words(in pdf: URL) throws -> [Word] {
    let html = try run("pdftotext", ["-bbox", pdf.path, "-"])
    let number = #"([\d.]+)"#
    let pattern = try NSRegularExpression(
        pattern: #"<word xMin=""# + number + #"" yMin=""# + number + #"" xMax=""# + number + #"" yMax=""# + number
            + #"">([^<]*)</word>"#
    )
    return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { m in
        func g(_ i: Int) -> String { String(html[Range(m.range(at: i), in: html)!]) }
        return Word(text: g(5), xMin: Double(g(1))!, yMin: Double(g(2))!, xMax: Double(g(3))!, yMax: Double(g(4))!)
    }
}

/// The page count `pdfinfo` reports.
private func pageCount(_ info: String) -> Int? {
    info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
        .flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
}

@Suite("Foundation PDF")
struct PDFTests {
    @Test @MainActor func appleExampleComesOutCentredAndUpright() throws {
        let renderURL = try temporaryFolder().appendingPathComponent("award.pdf")
        let renderer = ImageRenderer(content: AwardView())
        var viewSize = CGSize.zero
        renderer.render { size, renderer in
            viewSize = size
            var mediaBox = CGRect(origin: .zero, size: CGSize(width: 800, height: 600))
            guard let consumer = CGDataConsumer(url: renderURL as CFURL),
                  let pdfContext = CGContext(consumer: consumer, mediaBox: &mediaBox, nil)
            else { return }
            pdfContext.beginPDFPage(nil)
            pdfContext.translateBy(x: mediaBox.size.width / 2 - size.width / 2,
                                   y: mediaBox.size.height / 2 - size.height / 2)
            renderer(pdfContext)
            pdfContext.endPDFPage()
            pdfContext.closePDF()
        }
        #expect(viewSize == CGSize(width: 200, height: 290))
        let info = try run("pdfinfo", [renderURL.path])
        #expect(info.contains("800 x 600 pts"))
        #expect(pageCount(info) == 1)
        let found = try words(in: renderURL)
        let name = try #require(found.first { $0.text == "Mike" })
        let date = try #require(found.first { $0.text == "November" })
        // Centred horizontally on the page (x = 400) within a point or two.
        #expect(abs((name.xMin + name.xMax) / 2 - 400) < 2)
        // Upright: the name sits above the date (smaller y from the top), and both lie in
        // the lower part of the centred 290-pt box: it spans y 155…445 from the top.
        #expect(name.yMax <= date.yMin + 0.5)
        #expect(name.yMin > 155 + 200 - 1 && date.yMax < 445 + 1)
    }

    @Test func writePDFKeepsTextSearchableAndShapesVector() throws {
        let url = try temporaryFolder().appendingPathComponent("card.pdf")
        try ViewRenderer().writePDF(VStack {
            Text("Quarterly report").font(.title)
            RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 120, height: 40)
        }.padding(), to: url)
        #expect(try run("pdftotext", [url.path, "-"]).contains("Quarterly report"))
        // No raster images: shapes and text stayed vectors.
        let images = try run("pdfimages", ["-list", url.path])
        #expect(images.split(separator: "\n").count <= 2)
    }

    @Test @MainActor func multiPageDocumentsFromSeedZero() throws {
        // Seed 000's second example: a title, then a second page, with one renderer reused.
        let url = try temporaryFolder().appendingPathComponent("report.pdf")
        var mediaBox = CGRect(x: 0, y: 0, width: 793, height: 1123)
        let dataConsumer = try #require(CGDataConsumer(url: url as CFURL))
        let pdfContext = try #require(CGContext(consumer: dataConsumer, mediaBox: &mediaBox, nil))
        pdfContext.beginPage(mediaBox: nil)
        let titleView = Text("Continent Surface Area").font(.largeTitle).bold().foregroundColor(.green)
            .padding(15).padding(20).frame(width: mediaBox.width)
        let imageRenderer = ImageRenderer(content: AnyView(titleView))
        imageRenderer.render { size, renderFunction in
            pdfContext.translateBy(x: 0, y: mediaBox.height - size.height)
            renderFunction(pdfContext)
        }
        pdfContext.endPage()
        pdfContext.beginPage(mediaBox: nil)
        imageRenderer.content = AnyView(Text("End of Document").frame(width: mediaBox.width))
        imageRenderer.render { size, renderFunction in
            pdfContext.translateBy(x: 0, y: (mediaBox.height - size.height) / 2)
            renderFunction(pdfContext)
        }
        pdfContext.endPage()
        pdfContext.closePDF()
        #expect(pageCount(try run("pdfinfo", [url.path])) == 2)
        let text = try run("pdftotext", [url.path, "-"])
        #expect(text.contains("Continent Surface Area") && text.contains("End of Document"))
        // The title is at the top of page 1.
        let title = try #require(try words(in: url).first { $0.text == "Continent" })
        #expect(title.yMin < 100)
    }
}

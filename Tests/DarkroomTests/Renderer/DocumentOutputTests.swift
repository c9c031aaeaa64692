import Darkroom
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

private func pageCount(_ pdf: URL) throws -> Int {
    let info = try run("pdfinfo", [pdf.path])
    let line = info.split(separator: "\n").first { $0.hasPrefix("Pages:") } ?? ""
    return Int(line.split(separator: " ").last ?? "") ?? -1
}

private func text(_ pdf: URL, page: Int) throws -> String {
    try run("pdftotext", ["-f", "\(page)", "-l", "\(page)", "-layout", pdf.path, "-"])
}

/// A long report: numbered paragraphs that need several A4 pages.
private struct Report: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Quarterly Report").font(.largeTitle).bold()
            ForEach(1...60, id: \.self) { i in
                Text(
                    "Paragraph \(i): revenue grew in every region, "
                        + "and the figures below show how each team contributed."
                )
                    .font(.system(size: 14))
            }
            Text("End of report")
        }
    }
}

@Suite("Modern PDF and SVG output")
struct DocumentOutputTests {
    @Test @MainActor func seedMultiPagePDFWithOneRenderer() throws {
        let url = try temporaryFolder().appendingPathComponent("chart.pdf")
        var mediaBox = CGRect(x: 0, y: 0, width: 793, height: 1123)
        let dataConsumer = try #require(CGDataConsumer(url: url as CFURL))
        let pdfContext = try #require(
            CGContext(consumer: dataConsumer, mediaBox: &mediaBox, [kCGPDFContextTitle: "Areas"] as CFDictionary))
        pdfContext.beginPage(mediaBox: nil)
        let titleView = Text("Continent Surface Area").font(.largeTitle).bold().foregroundColor(.green)
            .padding(15).overlay { RoundedRectangle(cornerRadius: 10).stroke(.gray) }.padding(20).frame(
                width: mediaBox.width)
        let imageRenderer = ImageRenderer(content: AnyView(titleView))
        var titleHeight: CGFloat = 0
        imageRenderer.render { size, renderFunction in
            titleHeight = size.height
            pdfContext.translateBy(x: 0, y: mediaBox.height - size.height)
            renderFunction(pdfContext)
        }
        // Core Graphics drawing on the same page, below the title.
        pdfContext.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        pdfContext.fill(CGRect(x: 100, y: -300, width: 200, height: 100))
        pdfContext.endPage()
        pdfContext.beginPage(mediaBox: nil)
        imageRenderer.content = AnyView(Text("End of Document").frame(width: mediaBox.width))
        imageRenderer.render { size, renderFunction in
            pdfContext.translateBy(x: 0, y: (mediaBox.height - size.height) / 2)
            renderFunction(pdfContext)
        }
        pdfContext.endPage()
        pdfContext.closePDF()
        #expect(pdfContext.lastError == nil)
        #expect(try pageCount(url) == 2)
        #expect(try text(url, page: 1).contains("Continent Surface Area"))
        #expect(try text(url, page: 2).contains("End of Document"))
        #expect(!(try text(url, page: 1)).contains("End of Document"))
        let fonts = try run("pdffonts", [url.path])
        #expect(fonts.contains("yes yes"))          // embedded, subset
        #expect(try run("pdfinfo", [url.path]).contains("Areas"))
        // The blue rectangle: user y −300…−200 below the title's origin → page rows h+200…h+300 from the top.
        let png = url.deletingLastPathComponent().appendingPathComponent("p")
        _ = try run("pdftoppm", ["-png", "-r", "72", "-f", "1", "-l", "1", url.path, png.path])
        let page = try #require(UIImage(contentsOfFile: png.path + "-1.png")?.cgImage)
        #expect(page.width == 793 && page.height == 1123)
        #expect(close(page.pixel(x: 200, y: Int(titleHeight) + 250), RGBA(red: 0, green: 0, blue: 1), tolerance: 0.05))
        #expect(close(page.pixel(x: 200, y: Int(titleHeight) + 150), RGBA(red: 1, green: 1, blue: 1), tolerance: 0.05))
    }

    @Test @MainActor func vectorsStayVectorsAndShadowsRasteriseAtTheRequestedScale() throws {
        func images(_ view: some View, rasterizationScale: CGFloat) throws -> [(ppi: Int, type: String)] {
            let url = try temporaryFolder().appendingPathComponent("v.pdf")
            var box = CGRect(x: 0, y: 0, width: 300, height: 200)
            let consumer = try #require(CGDataConsumer(url: url as CFURL))
            let pdf = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
            pdf.beginPDFPage(nil)
            ImageRenderer(content: view).render(rasterizationScale: rasterizationScale) { _, draw in draw(pdf) }
            pdf.endPDFPage()
            pdf.closePDF()
            let list = try run("pdfimages", ["-list", url.path]).split(separator: "\n").dropFirst(2)
            return list.map { line in
                let f = line.split(separator: " ", omittingEmptySubsequences: true)
                return (Int(f[12]) ?? -1, String(f[2]))
            }
        }
        let flat = VStack {
            Text("Vector text")
            RoundedRectangle(cornerRadius: 8).fill(
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            )
            .frame(width: 100, height: 40)
            Circle().stroke(Color.green, lineWidth: 3).frame(width: 30, height: 30)
        }
        #expect(try images(flat, rasterizationScale: 1).isEmpty)
        // A narrow shadow: wide ones are blurred at reduced resolution (BlurDownsampling.swift).
        let shadowed = flat.shadow(radius: 1)
        let raster = try images(shadowed, rasterizationScale: 3)
        #expect(!raster.isEmpty && raster.allSatisfy { $0.ppi == 216 })
    }

    /// An effect layer of a PDF page past 4 megapixels is drawn at the scale that fits (RasterEffects), not
    /// blurred at full size: a page-sized blur at raster scale 100 would take 10 megapixels, at 400 160 (skipped).
    @Test @MainActor func hugeEffectLayersOfAPageAreDrawnWithinTheirPixelBudget() throws {
        let url = try temporaryFolder().appendingPathComponent("budget.pdf")
        var box = CGRect(x: 0, y: 0, width: 300, height: 200)
        let consumer = try #require(CGDataConsumer(url: url as CFURL))
        let pdf = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        pdf.beginPDFPage(nil)
        let view = Color.red.frame(width: 300, height: 200).blur(radius: 2)
        ImageRenderer(content: view).render(rasterizationScale: 100) { _, draw in draw(pdf) }
        pdf.endPDFPage()
        pdf.closePDF()
        let list = try run("pdfimages", ["-list", url.path]).split(separator: "\n").dropFirst(2)
        let pixels = list.map { line in
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            return (Int(f[3]) ?? 0) * (Int(f[4]) ?? 0)
        }
        #expect(!pixels.isEmpty, "the blur is drawn")
        #expect(pixels.allSatisfy { $0 > 1_000_000 && $0 <= 4_050_000 }, "\(pixels)")
    }

    @Test func paginatedReportKeepsLinesWhole() throws {
        let url = try temporaryFolder().appendingPathComponent("report.pdf")
        let paginator = PDFPaginator(page: .a4)
        let slices = try paginator.pageSlices(Report())
        #expect(slices.count >= 2)
        for (a, b) in zip(slices, slices.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
        for s in slices { #expect(s.upperBound - s.lowerBound <= PageLayout.a4.contentRect.height + 0.01) }
        try paginator.writePDF(Report(), to: url)
        #expect(try pageCount(url) == slices.count)
        let all = try run("pdftotext", [url.path, "-"])
        #expect(all.contains("Quarterly Report") && all.contains("End of report"))
        // Every paragraph appears exactly once: no line is cut in half or printed twice.
        for i in [1, 17, 33, 60] {
            #expect(all.components(separatedBy: "Paragraph \(i):").count == 2, "paragraph \(i)")
        }
        #expect(try text(url, page: 1).contains("Quarterly Report"))
        #expect(try text(url, page: slices.count).contains("End of report"))
        let size = try run("pdfinfo", [url.path])
        #expect(size.contains("595.28 x 841.89") || size.contains("595 x 842"))
        let letter = try PDFPaginator(page: .letter.margins(EdgeInsets(top: 72, leading: 72, bottom: 72, trailing: 72)))
            .pdfData(Report())
        #expect(letter.starts(with: Array("%PDF".utf8)))
    }

    @Test func itemsTallerThanAPageAreCutAtFullHeight() throws {
        let page = PageLayout(
            pageSize: CGSize(width: 300, height: 400),
            margins: EdgeInsets(top: 50, leading: 50, bottom: 50, trailing: 50))
        let tall = VStack(spacing: 0) {
            Text("Top line")
            Rectangle().fill(Color.blue).frame(height: 1000)
        }
        let slices = try PDFPaginator(page: page).pageSlices(tall)
        let contentHeight = page.contentRect.height
        #expect(slices.count == Int((slices.last!.upperBound / contentHeight).rounded(.up)))
        for s in slices.dropLast() { #expect(abs((s.upperBound - s.lowerBound) - contentHeight) < 0.01) }
        #expect(throws: RenderError.self) {
            try PDFPaginator(
                page: PageLayout(
                    pageSize: CGSize(width: 100, height: 100),
                    margins: EdgeInsets(top: 60, leading: 0, bottom: 60, trailing: 0))
            ).pdfData(tall)
        }
    }

    @Test func paginatedReportWithHeaderAndPageNumbers() throws {
        let url = try temporaryFolder().appendingPathComponent("numbered.pdf")
        try PDFPaginator(page: .letter)
            .header { _ in Text("ACME Corp — Confidential").font(.caption) }
            .footer { Text("Page \($0.index) of \($0.count)").font(.caption) }
            .writePDF(Report(), to: url)
        let pages = try pageCount(url)
        #expect(pages >= 2)
        for page in 1...pages {
            let t = try text(url, page: page)
            #expect(t.contains("Page \(page) of \(pages)") && t.contains("ACME Corp"))
        }
        #expect(try run("pdfinfo", [url.path]).contains("612 x 792"))
    }

    @Test @MainActor func pdfContextIntoMemory() throws {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        let pdf = try #require(CGContext(consumer: consumer, mediaBox: nil, nil))      // US Letter
        for word in ["Alpha", "Beta"] {
            pdf.beginPDFPage(nil)
            ImageRenderer(content: Text(word)).render { _, draw in draw(pdf) }
            pdf.endPDFPage()
        }
        pdf.closePDF()
        #expect(data.length > 0)
        let url = try temporaryFolder().appendingPathComponent("memory.pdf")
        try (data as Data).write(to: url)
        #expect(try pageCount(url) == 2 && (try text(url, page: 2)).contains("Beta"))
        #expect(try run("pdfinfo", [url.path]).contains("612 x 792"))
    }

    @Test func badMediaBoxesAreRefusedOrIgnored() throws {
        let url = try temporaryFolder().appendingPathComponent("bad.pdf")
        let consumer = try #require(CGDataConsumer(url: url as CFURL))
        for bad in [
            CGRect(x: 0, y: 0, width: -100, height: 100), CGRect(x: 0, y: 0, width: 0, height: 100),
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100)
        ] {
            var box = bad
            #expect(CGContext(consumer: consumer, mediaBox: &box, nil) == nil)
        }
        var good = CGRect(x: 0, y: 0, width: 200, height: 100)
        let pdf = try #require(CGContext(consumer: consumer, mediaBox: &good, nil))
        var negative = CGRect(x: 0, y: 0, width: -50, height: 50)
        pdf.beginPage(mediaBox: &negative)          // ignored: the page keeps the context's media box
        pdf.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        pdf.endPage()
        pdf.closePDF()
        #expect(pdf.lastError == nil)
        #expect(try run("pdfinfo", [url.path]).contains("200 x 100"))
        #expect(CGDataConsumer(url: URL(fileURLWithPath: "/nonexistent-\(UUID())/x.pdf") as CFURL) == nil)
    }

    @Test func multiPageDocumentFromViews() throws {
        let url = try temporaryFolder().appendingPathComponent("pages.pdf")
        try ViewRenderer().writePDF(
            pages: [Text("First page"), Color.red.frame(width: 50, height: 50), Text("Third page")], to: url)
        #expect(try pageCount(url) == 3)
        #expect(try text(url, page: 3).contains("Third page"))
        let data = try ViewRenderer().pdfData(Text("Hello PDF"))
        #expect(data.starts(with: Array("%PDF".utf8)))
    }

    @Test func svgIsWellFormedXMLWithVectorShapes() throws {
        let view = VStack {
            Circle().fill(Color.red).frame(width: 40, height: 40)
            Text("SVG text")
        }.padding(10)
        let data = try ViewRenderer().svgData(view)
        let document = try XMLDocument(data: data)
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        let width = root.attributes?.first { $0.name == "width" }?.stringValue ?? ""
        let size = try ViewRenderer().layout(view).frame.size
        #expect(width.hasPrefix("\(Int(size.width))"))
        let xml = String(decoding: data, as: UTF8.self)
        #expect(xml.contains("<path"))                 // the circle as a path
        #expect(xml.contains("<symbol") || xml.contains("glyph"))   // cairo 1.16 text: glyph outlines
        #expect(!xml.contains("<image"))               // nothing rasterised
        let url = try temporaryFolder().appendingPathComponent("v.svg")
        try ViewRenderer().writeSVG(view, to: url)
        // cairo numbers SVG surfaces with a process-wide counter, so ids differ between renders.
        let written = try XMLDocument(data: Data(contentsOf: url)).rootElement()
        #expect(
            written?.attributes?.first { $0.name == "height" }?.stringValue
                == root.attributes?.first { $0.name == "height" }?.stringValue)
    }
}

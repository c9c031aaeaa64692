import ArgumentParser
import Darkroom
import Foundation

/// Renders the showcase views into a folder as PNG and PDF.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the showcase gallery (award card, avatar, share card, sales chart) as PNG and PDF.")

    @Option(name: .shortAndLong, help: "Output folder.")
    var output: String = "gallery"

    @Option(help: "Pixels per point for the PNG files.")
    var scale: Double = 2

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let assets = folder.appendingPathComponent("assets", isDirectory: true)
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)

        let renderer = ViewRenderer(options: RenderOptions(scale: CGFloat(scale)))
        // The avatar loads its photo by name, as the seed's `Image("dog")` does.
        try ViewRenderer(options: RenderOptions(scale: 1)).writePNG(
            LandscapePhoto(), to: assets.appendingPathComponent("dog.png"))
        ImageLoader.shared.searchPaths = [assets]

        let award = AwardView(playerName: "Mike", date: "21/11/2026, 09:41")
        let avatar = AvatarView(imageName: "dog")
        var written: [String] = []
        func png<V: View>(_ view: V, _ name: String) throws {
            let url = folder.appendingPathComponent(name)
            try renderer.writePNG(view, to: url)
            written.append(url.path)
        }
        try png(award, "award.png")
        try png(avatar, "avatar.png")
        try png(avatar.tint(.orange), "avatar-orange.png")
        try png(ShareCard(), "share-card.png")
        try renderer.writePDF(ShareCard(), to: folder.appendingPathComponent("share-card.pdf"))
        written.append(folder.appendingPathComponent("share-card.pdf").path)
        try png(SalesChart(), "sales-chart.png")
        try renderer.writePDF(SalesChart(), to: folder.appendingPathComponent("sales-chart.pdf"))
        written.append(folder.appendingPathComponent("sales-chart.pdf").path)

        // The seeds' own PDF recipes, through ImageRenderer.render and a PDF CGContext.
        try MainActor.assumeIsolated {
            try SeedPDFs.award(award, to: folder.appendingPathComponent("award.pdf"))
            try SeedPDFs.avatar(avatar, to: folder.appendingPathComponent("avatar.pdf"))
        }
        written += ["award.pdf", "avatar.pdf"].map { folder.appendingPathComponent($0).path }
        for path in written { print(path) }
    }
}

/// The PDF examples of seeds 002 and 000, written as their authors wrote them.
@MainActor
enum SeedPDFs {
    /// Apple's example: an 800 × 600 page with the view centred.
    static func award<V: View>(_ view: V, to renderURL: URL) throws {
        let renderer = ImageRenderer(content: view)
        var failure: Error?
        renderer.render { size, renderer in
            var mediaBox = CGRect(origin: .zero, size: CGSize(width: 800, height: 600))
            guard let consumer = CGDataConsumer(url: renderURL as CFURL),
                  let pdfContext = CGContext(consumer: consumer, mediaBox: &mediaBox, nil)
            else {
                failure = RenderError.io(path: renderURL.path, reason: "cannot create the PDF context")
                return
            }
            pdfContext.beginPDFPage(nil)
            pdfContext.translateBy(x: mediaBox.size.width / 2 - size.width / 2,
                                   y: mediaBox.size.height / 2 - size.height / 2)
            renderer(pdfContext)
            pdfContext.endPDFPage()
            pdfContext.closePDF()
            failure = pdfContext.lastError
        }
        if let failure { throw failure }
    }

    /// Seed 000's example: an A4 page with the avatar centred, page options as a CFDictionary.
    static func avatar<V: View>(_ view: V, to url: URL) throws {
        let renderer = ImageRenderer(content: view)
        var mediaBox = CGRect(x: 0, y: 0, width: 793, height: 1123)
        guard let dataConsumer = CGDataConsumer(url: url as CFURL),
              let pdfContext = CGContext(consumer: dataConsumer, mediaBox: &mediaBox, nil) else {
            throw RenderError.io(path: url.path, reason: "cannot create the PDF context")
        }
        let options: [CFString: Any] = [kCGPDFContextMediaBox: mediaBox]
        pdfContext.beginPDFPage(options as CFDictionary)
        renderer.render { size, renderFunction in
            pdfContext.translateBy(x: (mediaBox.width - size.width) / 2.0,
                                   y: (mediaBox.height - size.height) / 2.0)
            renderFunction(pdfContext)
        }
        pdfContext.endPDFPage()
        pdfContext.closePDF()
        if let error = pdfContext.lastError { throw error }
    }
}

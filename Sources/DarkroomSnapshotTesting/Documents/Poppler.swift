import Foundation

/// poppler-utils' command-line tools (`pdfinfo`, `pdftotext`, `pdftoppm`), the PDF
/// reader the `.pdf` strategy compares documents with.
///
/// cairo writes PDFs but cannot read them; poppler is Debian's PDF library and its
/// tools are already among Darkroom's packages (`poppler-utils`).
enum Poppler {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What poppler reads of one document.
    struct Document {
        /// Each page's size in points.
        var pageSizes: [CGSize]
        /// The text of each page, in reading order.
        var pageTexts: [String]
        /// Each page as PNG bytes (`pixelsPerPoint` pixels per point).
        var pageImages: [Data]
    }

    /// Reads a PDF: page sizes, text per page, and PNG renders of each page.
    static func read(_ pdf: Data, pixelsPerPoint: Int) throws -> Document {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("darkroom-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("document.pdf")
        try pdf.write(to: file)
        let info = try run("pdfinfo", ["-f", "1", "-l", "9999", file.path])
        let sizes = info.split(separator: "\n").compactMap(pageSize)
        guard !sizes.isEmpty else { throw Failure(description: "pdfinfo found no pages") }
        var texts: [String] = []
        var images: [Data] = []
        for page in 1...sizes.count {
            let range = ["-f", "\(page)", "-l", "\(page)"]
            texts.append(try run("pdftotext", range + ["-layout", "-enc", "UTF-8", file.path, "-"]))
            let prefix = folder.appendingPathComponent("page\(page)").path
            _ = try run("pdftoppm", range + ["-r", "\(72 * pixelsPerPoint)", "-png", "-singlefile", file.path, prefix])
            images.append(try Data(contentsOf: URL(fileURLWithPath: prefix + ".png")))
        }
        return Document(pageSizes: sizes, pageTexts: texts, pageImages: images)
    }

    /// Parses pdfinfo's "Page    1 size: 390 x 844 pts" lines.
    private static func pageSize(_ line: Substring) -> CGSize? {
        guard line.hasPrefix("Page"), let sizeRange = line.range(of: "size: ") else { return nil }
        let fields = line[sizeRange.upperBound...].split(separator: " ")
        guard fields.count >= 3, let width = Double(fields[0]), let height = Double(fields[2]) else { return nil }
        return CGSize(width: width, height: height)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run \(tool) (install poppler-utils): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) failed (\(process.terminationStatus)): \(errorText)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

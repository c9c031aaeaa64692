import Darkroom
import Foundation

/// One hostile input: `run` returns a short description of what Darkroom
/// produced, throws Darkroom's typed error when it refused the input, or throws
/// `CaseFailure` when the result is wrong.
struct HostileCase {
    let name: String
    let run: () throws -> String
}

/// A wrong result (not a refusal): a partial file, an empty image, a hang caught late…
struct CaseFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

enum HostileCatalog {
    static var all: [HostileCase] {
        NumberCases.all + StructureCases.all + DecodingCases.all + FileCases.all + OutputFaultCases.all + MemoryCases.all
            + FuzzFindingCases.all
            + SelfCheckCases.all
    }
}

/// Renders `view` to pixels and checks the image is real.
func render<V: View>(_ view: V, _ change: (inout RenderOptions) -> Void = { _ in }) throws -> String {
    var options = RenderOptions()
    change(&options)
    let image = try ViewRenderer(options: options).image(view)
    guard image.width > 0, image.height > 0, image.width * image.height <= options.maxPixelCount else {
        throw CaseFailure("image of \(image.width)x\(image.height) pixels")
    }
    return "\(image.width)x\(image.height)"
}

/// PDF bytes of `view`, checked to be a complete document.
func renderPDF<V: View>(_ view: V) throws -> String {
    let data = try ViewRenderer().pdfData(view)
    try checkPDF(data)
    return "pdf \(data.count) bytes"
}

func checkPDF(_ data: Data) throws {
    guard data.starts(with: Array("%PDF-".utf8)),
          String(decoding: data.suffix(16), as: UTF8.self).contains("%%EOF") else {
        throw CaseFailure("incomplete PDF of \(data.count) bytes")
    }
}

/// SVG bytes of `view`, checked to be a complete document.
func renderSVG<V: View>(_ view: V) throws -> String {
    let data = try ViewRenderer().svgData(view)
    guard String(decoding: data.suffix(16), as: UTF8.self).contains("</svg>") else {
        throw CaseFailure("incomplete SVG of \(data.count) bytes")
    }
    return "svg \(data.count) bytes"
}

/// A scratch folder for one case.
func scratchFolder(_ name: String) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-hostile-\(getpid())-\(name)")
    try? FileManager.default.removeItem(at: url)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

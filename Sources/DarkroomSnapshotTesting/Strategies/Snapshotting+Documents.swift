import DarkroomCompat
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == Data {
    /// A snapshot strategy for views as PDF documents: one page the size of the layout's container
    /// (the device's size, the fixed size, or the view's ideal size), vector shapes and searchable text.
    ///
    /// Documents are compared as a reader sees them (page count and sizes, text, and page images at
    /// 2 pixels per point under `precision` and `perceptualPrecision`), never byte for byte, since a PDF
    /// carries its creation date. Reading needs poppler-utils (`pdfinfo`, `pdftotext`, `pdftoppm`).
    /// References are stored as `<test>.<name>.linux.pdf`.
    public static func pdf(
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let scene = SnapshotScene(layout: layout, traits: traits)
        let diffing = Diffing<Data>.diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            PDFComparison.compare(reference: reference, new: new, precision: precision,
                                  perceptualPrecision: perceptualPrecision)
        }
        return Snapshotting(pathExtension: SnapshotReferenceNaming.pathExtension("pdf"), diffing: diffing) { view in
            (try? scene.pdfData(view)) ?? Data()
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// A snapshot strategy for views as SVG documents, compared line by line as text.
    ///
    /// cairo numbers its surfaces and glyph symbols with counters that run across a whole process, so
    /// the same view would get different ids depending on what was drawn before; the strategy renumbers
    /// them in order of appearance so that a document depends on the view alone. Text is drawn as glyph
    /// outlines (cairo 1.16 writes no `<text>`). References are stored as `<test>.<name>.linux.svg`.
    public static func svg(layout: SwiftUISnapshotLayout = .sizeThatFits,
                           traits: UITraitCollection = .init()) -> Snapshotting {
        let scene = SnapshotScene(layout: layout, traits: traits)
        var lines = Snapshotting<String, String>.lines
        lines.pathExtension = SnapshotReferenceNaming.pathExtension("svg")
        return lines.pullback { view in
            let data = (try? scene.svgData(view)) ?? Data()
            return SVGNormalizer.normalize(String(decoding: data, as: UTF8.self))
        }
    }
}

/// Renumbers cairo's process-wide SVG ids (`surface12`, `glyph3-7`) in order of first appearance.
enum SVGNormalizer {
    static func normalize(_ svg: String) -> String {
        var result = svg
        for (pattern, prefix) in [("surface[0-9]+", "surface"), ("glyph[0-9]+-[0-9]+", "glyph"),
                                  ("(?<![a-z])clip[0-9]+", "clip"), ("pattern[0-9]+", "pattern"),
                                  ("(?<![a-z])image[0-9]+", "image"), ("mask[0-9]+", "mask"),
                                  ("linear[0-9]+", "linear"), ("radial[0-9]+", "radial"),
                                  ("filter[0-9]+", "filter")] {
            result = renumber(result, pattern: pattern, prefix: prefix)
        }
        return result
    }

    private static func renumber(_ text: String, pattern: String, prefix: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        let source = text as NSString
        var numbers: [String: Int] = [:]
        var output = ""
        var last = 0
        for match in regex.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            let id = source.substring(with: match.range)
            let number = numbers[id] ?? numbers.count + 1
            numbers[id] = number
            output += source.substring(with: NSRange(location: last, length: match.range.location - last))
            output += "\(prefix)-n\(number)"
            last = match.range.location + match.range.length
        }
        output += source.substring(from: last)
        return output
    }
}

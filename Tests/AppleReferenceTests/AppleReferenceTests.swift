import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// Darkroom against pictures recorded on Apple platforms by other people (the external
/// corpus in this folder). The floors are what Darkroom reached when they were recorded:
/// a change that makes the corpus worse fails here. Set `DARKROOM_FIDELITY_RESULTS=1`
/// to rewrite the per-pair table in Benchmarks/Fidelity/apple-references.md; nothing
/// rewrites the references themselves (`DARKROOM_RECORD` is ignored).
@Suite struct AppleReferenceTests {
    /// Corpus floors (all pairs).
    /// Three pairs recorded on iOS 15 miss by a few pixels: four "\n"-separated lines 4.5 pt taller
    /// than Darkroom's, italic separators 4.5 pt narrower, a bold line's frame 1 pt wider.
    static let minimumSizeExactRate = 0.92
    /// iOS grid-fits capitals a pixel taller in its @1x recordings, and a tile header's symbol
    /// artwork (Material Design, not SF Symbols) scores 0.65.
    static let minimumMeanSSIM = 0.84
    static let minimumMeanInkIoU = 0.905
    /// Text-only pairs: mean and worst absolute ink-width error.
    static let maximumMeanTextWidthError = 0.006
    static let maximumTextWidthError = 0.015

    @Test func corpusIsExternalAndComplete() throws {
        let corpus = try AppleReferenceCorpus.load()
        #expect(corpus.pairs.count >= 30)
        #expect(Set(corpus.pairs.map(\.name)).count == corpus.pairs.count)
        for pair in corpus.pairs {
            let source = try #require(corpus.sources[pair.source], "\(pair.name): unknown source")
            #expect(source.commit.count == 40 && !source.licence.isEmpty)
            let licence = AppleReferenceCorpus.folder.appendingPathComponent(source.licenceFile)
            #expect(FileManager.default.fileExists(atPath: licence.path), "\(pair.name): licence text missing")
            let data = try Data(contentsOf: AppleReferenceCorpus.imageURL(pair))
            // The bytes are the author's, as committed in the source repository.
            #expect(String(format: "%016llx", fnv1a(data)) == pair.fnv1a, "\(pair.name): reference image changed")
            #expect(AppleReferenceViews.view(pair.view) != nil, "\(pair.name): no view \(pair.view)")
        }
    }

    @Test func corpusStaysAboveItsFloors() throws {
        let corpus = try AppleReferenceCorpus.load()
        var renders: [String: CGImage] = [:]
        let results = try corpus.pairs.map { try corpus.measure($0, renders: &renders) }
        let summary = AppleReferenceSummary(results)
        if ProcessInfo.processInfo.environment["DARKROOM_FIDELITY_RESULTS"] == "1" {
            try summary.writeTable(results)
        }
        #expect(summary.sizeExactRate >= Self.minimumSizeExactRate, "\(summary)")
        #expect(summary.meanSSIM >= Self.minimumMeanSSIM, "\(summary)")
        #expect(summary.meanInkIoU >= Self.minimumMeanInkIoU, "\(summary)")
        #expect(summary.meanTextWidthError <= Self.maximumMeanTextWidthError, "\(summary)")
        #expect(summary.maxTextWidthError <= Self.maximumTextWidthError, "\(summary)")
    }

    /// The measures themselves: a picture against itself is perfect, against a blank or a
    /// shifted copy it is not (so the floors above can fail).
    @Test func measuresSeparateSameFromDifferent() throws {
        let text = try ViewRenderer(options: RenderOptions(scale: 2))
            .image(Text("Hello, world!").padding().background(Color.white))
        let shifted = try ViewRenderer(options: RenderOptions(scale: 2))
            .image(
                Text("Hello, world!").padding(.leading, 120).padding([.top, .bottom, .trailing]).background(Color.white)
            )
        let blank = try ViewRenderer(options: RenderOptions(scale: 2))
            .image(Color.white.frame(width: 127, height: 53))
        let a = InkPicture(text), b = InkPicture(shifted), c = InkPicture(blank)
        let all = PixelBox(minX: 0, minY: 0, maxX: max(a.width, b.width), maxY: max(a.height, b.height))
        #expect(InkIoU.measure(a, a, region: all, radius: 2) == 1)
        #expect(StructuralSimilarity.mean(a, a, region: all) > 0.999)
        #expect(InkIoU.measure(a, b, region: all, radius: 2) < 0.5)
        #expect(StructuralSimilarity.mean(a, b, region: all) < 0.9)
        #expect(InkIoU.measure(a, c, region: all, radius: 2) == 0)
        #expect(c.inkBounds == nil)
    }
}

/// The corpus in four numbers, plus the text-width error of text-only pairs.
struct AppleReferenceSummary: CustomStringConvertible {
    var count: Int
    var sizeExactRate: Double
    var inkBoxExactRate: Double
    var meanSSIM: Double
    var meanInkIoU: Double
    var meanTextWidthError: Double
    var maxTextWidthError: Double

    init(_ results: [AppleReferenceResult]) {
        count = results.count
        let n = Double(max(1, results.count))
        sizeExactRate = Double(results.filter(\.isSizeExact).count) / n
        inkBoxExactRate = Double(results.filter(\.isInkBoxExact).count) / n
        meanSSIM = results.map(\.ssim).reduce(0, +) / n
        meanInkIoU = results.map(\.inkIoU).reduce(0, +) / n
        let errors = results.compactMap(\.textWidthError).map(abs)
        meanTextWidthError = errors.isEmpty ? 0 : errors.reduce(0, +) / Double(errors.count)
        maxTextWidthError = errors.max() ?? 0
    }

    var description: String {
        "\(count) pairs: size exact \(percent(sizeExactRate)), ink box exact \(percent(inkBoxExactRate)), "
            + "mean SSIM \(fixed(meanSSIM, 3)), mean ink-IoU \(fixed(meanInkIoU, 3)), "
            + "text width error mean \(percent(meanTextWidthError, 2)) max \(percent(maxTextWidthError, 2))"
    }

    static let resultsURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Benchmarks/Fidelity/apple-references.md").standardizedFileURL

    func writeTable(_ results: [AppleReferenceResult]) throws {
        func size(_ s: CGSize?) -> String { s.map { "\(fixed($0.width, 2)) × \(fixed($0.height, 2))" } ?? "blank" }
        var lines = [
            "# Darkroom against Apple-recorded references",
            "",
            "Written by `DARKROOM_FIDELITY_RESULTS=1 swift test --filter AppleReferenceTests`",
            "(Tests/AppleReferenceTests). Sizes in points; ink = pixels differing from the",
            "picture's background by more than 10 % in a channel; ink-IoU on masks grown by one point;",
            "SSIM on luminance over the inked region plus 4 pt. Fonts: \(fontNote()).",
            "",
            "**Summary:** \(description)",
            "",
            "| Pair | Recorded on | Apple size | Darkroom size | Size exact | Apple ink | Darkroom ink | Ink box exact "
                + "| SSIM | Ink-IoU | Text width error |",
            "|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for r in results {
            lines.append("| \(r.name) | \(r.platform) | \(size(r.appleSize)) | \(size(r.darkroomSize)) | "
                + "\(r.isSizeExact ? "yes" : "no") | \(size(r.appleInk)) | \(size(r.darkroomInk)) | "
                + "\(r.isInkBoxExact ? "yes" : "no") | \(fixed(r.ssim, 3)) | \(fixed(r.inkIoU, 3)) | "
                + "\(r.textWidthError.map { signedPercent($0) } ?? "") |")
        }
        try FileManager.default.createDirectory(at: Self.resultsURL.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(to: Self.resultsURL, atomically: true, encoding: .utf8)
    }

    private func fontNote() -> String {
        FontCatalog.hasFamily("Inter Display") ? "Inter and Inter Display (fonts-inter)" : "Inter (fonts-inter)"
    }
}

private func fixed(_ v: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", v) }
private func fixed(_ v: CGFloat, _ digits: Int) -> String { String(format: "%.\(digits)f", Double(v)) }
private func percent(_ v: Double, _ digits: Int = 0) -> String { String(format: "%.\(digits)f %%", v * 100) }
private func signedPercent(_ v: Double) -> String { String(format: "%+.1f %%", v * 100) }

/// 64-bit FNV-1a: a fingerprint of each reference's bytes, kept in the manifest.
func fnv1a(_ data: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    return hash
}

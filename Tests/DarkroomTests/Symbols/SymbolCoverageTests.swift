@testable import Darkroom
import Foundation
import Testing

/// The symbol set against the names public SwiftUI code uses (Benchmarks/Symbols/usage.tsv,
/// counted by Benchmarks/Symbols/collect-usage over the repositories in sample.tsv).
@Suite struct SymbolCoverageTests {
    /// The least share of the sample's uses that must draw a real outline.
    static let floor = 0.97

    static func usage() throws -> [(name: String, uses: Int)] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Benchmarks/Symbols/usage.tsv").standardized
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.hasPrefix("name\t") else { return nil }
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let uses = Int(fields[1]) else { return nil }
            return (String(fields[0]), uses)
        }
    }

    @Test func theSampleIsLarge() throws {
        let usage = try Self.usage()
        #expect(usage.count > 500 && usage.reduce(0) { $0 + $1.uses } > 3000)
    }

    @Test func mostUsesInTheSampleDrawARealOutline() throws {
        let usage = try Self.usage()
        let total = usage.reduce(0) { $0 + $1.uses }
        let missing = usage.filter { SymbolImage.outline(named: $0.name) == nil }
        let drawn = total - missing.reduce(0) { $0 + $1.uses }
        let share = Double(drawn) / Double(total)
        #expect(share >= Self.floor, "\(drawn) of \(total) uses; missing: \(missing.map(\.name))")
    }

    @Test func everyTableGlyphExistsInItsFont() throws {
        let names = SymbolImage.names
        #expect(names.count >= 800)
        let absent = names.filter { name in
            guard let bounds = SymbolImage.glyphOutline(named: name)?.boundingRect else { return true }
            return bounds.isNull || bounds.width <= 0
        }
        #expect(absent.isEmpty, "no glyph for \(absent)")
    }

    @Test func theTableParsesEveryLine() {
        // A malformed line would be skipped silently by the parser; every non-empty line must count.
        let lines = SymbolCatalog.table.split(separator: "\n").count
        #expect(SymbolCatalog.entries.count == lines)
    }

    @Test func variantsComposeFromTheirBase() throws {
        let plan = try #require(SymbolComposition.plan(for: "bell.circle.fill"))
        #expect(plan == SymbolComposition(base: "bell", enclosure: .circle, filled: true, slashed: false))
        #expect(SymbolComposition.plan(for: "bell.fill") == nil)  // in the table
        #expect(SymbolComposition.plan(for: "42.circle")?.base == "42")
        #expect(SymbolComposition.plan(for: "nothing.circle") == nil)
        #expect(SymbolComposition.plan(for: "circle.fill") == nil)
        #expect(SymbolComposition.plan(for: "bell.circle.circle") == nil)  // one of each modifier
    }

    @Test func composedVariantsInkLikeTheirShapes() throws {
        func ink(_ name: String) throws -> Int {
            let image = try render(Image(systemName: name).font(.system(size: 40)))
            var n = 0
            for y in 0..<image.height {
                for x in 0..<image.width where (image.pixel(x: x, y: y)?.alpha ?? 0) > 0.5 { n += 1 }
            }
            return n
        }
        // The glyph cut out of the disc: less ink than the disc, more than the ring with the glyph.
        let disc = try ink("circle.fill"), cut = try ink("gift.circle.fill"), ring = try ink("gift.circle")
        #expect(cut < disc && ring < cut, "\(disc) \(cut) \(ring)")
        let size = try layout(Image(systemName: "gift.circle").accessibilityIdentifier("s").font(.system(size: 40)))
        let circle = try layout(Image(systemName: "circle").accessibilityIdentifier("s").font(.system(size: 40)))
        #expect(frame(size, "s").size == frame(circle, "s").size)
    }
}

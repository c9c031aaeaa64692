@_spi(Engine) import Darkroom
import Foundation
import Testing

private let long = "The quick brown fox jumps over the lazy dog and keeps on running across the field"

/// The height of `n` lines of body text as Darkroom lays them out.
private func bodyHeight(lines n: Int) throws -> CGFloat {
    try layout(Text(verbatim: Array(repeating: "X", count: n).joined(separator: "\n"))).frame.height
}

@Suite("Text layout options")
struct TextLayoutOptionTests {
    @Test func lineLimitCapsLinesAndEllipsizes() throws {
        let free = try layout(Text(long).frame(width: 120))
        let limited = try layout(Text(long).lineLimit(2).frame(width: 120))
        let freeText = free.all(named: "Text")[0], limitedText = limited.all(named: "Text")[0]
        // Wrapped at 120 pt the sentence needs more than two lines; limited it takes exactly two.
        #expect(freeText.frame.height > (try bodyHeight(lines: 3)) - 0.5)
        #expect(abs(limitedText.frame.height - (try bodyHeight(lines: 2))) < 1)
        // Fewer glyphs are drawn, the last line ending in an ellipsis.
        let all = try glyphRuns(Text(long).lineLimit(2).frame(width: 120)).flatMap(\.glyphs).count
        let unlimited = try glyphRuns(Text(long).frame(width: 120)).flatMap(\.glyphs).count
        #expect(all < unlimited)
    }

    /// `.head`, `.middle` and `.tail` put the ellipsis at the start, centre and end.
    @Test func truncationModes() throws {
        let s = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        func glyphs(_ mode: Text.TruncationMode) throws -> [UInt32] {
            try glyphRuns(Text(s).lineLimit(1).truncationMode(mode).frame(width: 100)).flatMap(\.glyphs).map(\.id)
        }
        let ids = try glyphRuns(Text(s)).flatMap(\.glyphs).map(\.id)
        let ellipsis = try glyphRuns(Text("…")).flatMap(\.glyphs).map(\.id).first
        let tail = try glyphs(.tail), head = try glyphs(.head), middle = try glyphs(.middle)
        #expect(tail.count < ids.count && head.count < ids.count && middle.count < ids.count)
        #expect(tail.first == ids.first && tail.last == ellipsis)
        #expect(head.first == ellipsis && head.last == ids.last)
        #expect(middle.first == ids.first && middle.last == ids.last && middle.contains(ellipsis ?? 0))
    }

    @Test func truncationModeFitsTheProposedWidth() throws {
        let placed = try layout(
            Text("ABCDEFGHIJKLMNOPQRSTUVWXYZ").lineLimit(1).truncationMode(.middle),
            ProposedViewSize(width: 90, height: nil))
        #expect(placed.frame.width <= 90)
    }

    @Test func lineSpacingAddsSpaceBetweenLines() throws {
        let text = Text(verbatim: "one\ntwo\nthree")
        let plain = try layout(text).frame.height
        let spaced = try layout(text.lineSpacing(10)).frame.height
        // Two gaps between three lines, none after the last.
        #expect(abs(spaced - plain - 20) < 1)
    }

    @Test func lineLimitReservesSpace() throws {
        let one = try bodyHeight(lines: 1), three = try bodyHeight(lines: 3)
        let reserved = try layout(Text("short").lineLimit(3, reservesSpace: true)).frame.height
        let notReserved = try layout(Text("short").lineLimit(3, reservesSpace: false)).frame.height
        #expect(abs(reserved - three) < 1)
        #expect(abs(notReserved - one) < 1)
        // The innermost line limit wins whole: a plain limit inside drops the reserved space.
        let inner = try layout(Text("short").lineLimit(1).lineLimit(3, reservesSpace: true)).frame.height
        #expect(abs(inner - one) < 1)
        // Glyphs stay on the first line at the top.
        let runs = try glyphRuns(Text("short").lineLimit(3, reservesSpace: true))
        #expect(runs[0].origin.y < one)
    }

    @Test func lineLimitRanges() throws {
        let two = try bodyHeight(lines: 2), four = try bodyHeight(lines: 4)
        let short = try layout(Text("short").lineLimit(2...4)).frame.height
        #expect(abs(short - two) < 1)
        let tall = try layout(Text(long + " " + long).lineLimit(2...4).frame(width: 100)).all(named: "Text")[0].frame
            .height
        #expect(abs(tall - four) < 1)
        let open = try layout(Text("short").lineLimit(2...)).frame.height
        #expect(abs(open - two) < 1)
        let capped = try layout(Text(long).lineLimit(...1).frame(width: 100)).all(named: "Text")[0].frame.height
        #expect(abs(capped - (try bodyHeight(lines: 1))) < 1)
    }

    /// With `minimumScaleFactor` text shrinks to fit on its line instead of truncating, never below the factor.
    @Test func minimumScaleFactorShrinksToFit() throws {
        let s = "Scaling text down to fit"
        let natural = try layout(Text(s)).frame.width
        let width = (natural * 0.75).rounded()
        let runs = try glyphRuns(Text(s).lineLimit(1).minimumScaleFactor(0.5).frame(width: width))
        let size = runs[0].font.pointSize
        #expect(size < 17 && size >= 8.5)
        // It shrank just enough: about 75 %, and all characters are drawn (no ellipsis).
        #expect(abs(size / 17 - 0.75) < 0.05)
        #expect(runs.flatMap(\.glyphs).count == s.count)
        // A factor too large to fit still stops at the factor and then truncates.
        let floor = try glyphRuns(Text(s).lineLimit(1).minimumScaleFactor(0.9).frame(width: width))
        #expect(abs(floor[0].font.pointSize - 17 * 0.9) < 0.01)
        // Text that fits is left alone.
        let fits = try glyphRuns(Text("fits").lineLimit(1).minimumScaleFactor(0.5).frame(width: 200))
        #expect(fits[0].font.pointSize == 17)
    }

    @Test func allowsTighteningSqueezesBeforeTruncating() throws {
        let s = "Tighten this line"
        let natural = try layout(Text(s)).frame.width
        let width = (natural * 0.985).rounded(.down)
        let loose = try glyphRuns(Text(s).lineLimit(1).frame(width: width)).flatMap(\.glyphs).count
        let tight = try glyphRuns(Text(s).lineLimit(1).allowsTightening(true).frame(width: width)).flatMap(\.glyphs)
            .count
        #expect(tight == s.count)
        #expect(loose < tight)
    }

    /// iOS's Dynamic Type table: body is 14 pt at xSmall, 17 at large, 23 at xxxLarge, 53 at AX5.
    @Test func dynamicTypeScalesTextStyles() throws {
        func size(_ font: Font, _ dts: DynamicTypeSize) throws -> CGFloat {
            try glyphRuns(Text("A").font(font).dynamicTypeSize(dts))[0].font.pointSize
        }
        #expect(try size(.body, .xSmall) == 14)
        #expect(try size(.body, .large) == 17)
        #expect(try size(.body, .xxxLarge) == 23)
        #expect(try size(.body, .accessibility5) == 53)
        #expect(try size(.largeTitle, .accessibility5) == 60)
        #expect(try size(.caption2, .xSmall) == 11)
        #expect(try size(.headline, .accessibility1) == 28)
        // Custom fonts scale relative to their text style; fixed sizes and .system(size:) don't.
        #expect(try size(.custom("DejaVu Serif", size: 34, relativeTo: .body), .accessibility1) == 34 * 28 / 17)
        #expect(try size(.custom("DejaVu Serif", size: 20), .xxxLarge) == 20 * 23 / 17)
        #expect(try size(.custom("DejaVu Serif", fixedSize: 20), .accessibility3) == 20)
        #expect(try size(.system(size: 20), .accessibility3) == 20)
        // A range clamps.
        let clamped = try glyphRuns(
            Text("A").dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility4))
        #expect(clamped[0].font.pointSize == 19)
        #expect(DynamicTypeSize.accessibility2.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    /// Multi-line text aligns as asked within its width.
    @Test func multilineAlignment() throws {
        let text = Text(verbatim: "a much longer line\nshort")
        func shortLineX(_ alignment: TextAlignment) throws -> CGFloat {
            try glyphRuns(text.multilineTextAlignment(alignment)).last!.origin.x
        }
        let width = try layout(text).frame.width
        let leading = try shortLineX(.leading), center = try shortLineX(.center), trailing = try shortLineX(.trailing)
        #expect(leading == 0)
        #expect(center > 10)
        #expect(trailing > center)
        #expect(trailing < width)
    }
}

@testable import Darkroom
import Foundation
import Testing

/// System text against numbers recorded on iOS (the external corpus in
/// Tests/AppleReferenceTests and published SF Pro metrics).
@Suite struct SystemFontMetricsTests {
    private func size(_ view: some View, scale: CGFloat) throws -> CGSize {
        try ViewRenderer(options: RenderOptions(scale: scale)).layout(view).frame.size
    }

    /// One line of body text is SF's 20.287 pt rounded up to the pixel grid: 21 at @1x
    /// (paulz-example.png), 20.5 at @2x (pointfree-ios-default.png), 20.33 at @3x
    /// (gabriel-text-snapshot: 92 × 16 pt of ink in a 20.33 pt line).
    @Test func bodyLineHeightIsApplesAtEveryScale() throws {
        #expect(try size(Text("SwiftUI"), scale: 1).height == 21)
        #expect(try size(Text("SwiftUI"), scale: 2).height == 20.5)
        #expect(abs(try size(Text("SwiftUI"), scale: 3).height - 61.0 / 3) < 0.001)
    }

    /// Every text style: one line is size × 2444/2048 rounded up to the grid, lines add up
    /// (three `.largeTitle` lines are 123 pt at @2x: gabriel-text-render1-ios26-0.png).
    @Test(arguments: Font.TextStyle.allCases)
    func everyStyleHasSFLineHeight(_ style: Font.TextStyle) throws {
        let points: [Font.TextStyle: CGFloat] = [.largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17,
                                                .body: 17, .callout: 16, .subheadline: 15, .footnote: 13,
                                                .caption: 12, .caption2: 11]
        let expected = ((try #require(points[style])) * 2444 / 2048 * 2).rounded(.up) / 2
        #expect(try size(Text("Hxg").font(.system(style)), scale: 2).height == expected)
        #expect(try size(Text("Hxg\nHxg\nHxg").font(.system(style)), scale: 2).height == 3 * expected)
    }

    @Test func largeTitleParagraphWrapsAsOnIOS() throws {
        let text = Text("Iceland wayfarers fam, austin taxidermy pok pok bruh viral try-hard").font(.largeTitle)
        let frame = try ViewRenderer(options: RenderOptions(proposedSize: ProposedViewSize(width: 390, height: nil),
                                                            scale: 2)).layout(text).frame
        // iOS 26: 370.5 × 123 (red background of gabriel-text-render1-ios26-0.png), the widest
        // line's trailing space included. Inter Display's space is wider than SF's (0.28 em
        // against about 0.24), which leaves this frame about 1.2 % wider.
        #expect(frame.height == 123)
        #expect(abs(frame.width - 370.5) / 370.5 < 0.015, "\(frame.width)")
    }

    /// A wrapped line keeps the space it ends with, as on iOS: the paragraph is as wide as
    /// its first line with that space.
    @Test func wrappedLineKeepsItsTrailingSpace() throws {
        let firstLine = try size(Text("Hello "), scale: 2).width
        let bare = try size(Text("Hello"), scale: 2).width
        #expect(firstLine > bare + 3, "the space has width: \(firstLine) vs \(bare)")
        let wrapped = try ViewRenderer(options: RenderOptions(proposedSize: ProposedViewSize(width: firstLine + 2,
                                                                                              height: nil),
                                                               scale: 2)).layout(Text("Hello a")).frame
        #expect(wrapped.height > 40, "wraps onto two lines")
        #expect(abs(wrapped.width - firstLine) < 0.01, "\(wrapped.width) vs \(firstLine)")
    }

    /// Widths of body text within 1.5 % of iOS's (frames from the corpus and the measurement).
    @Test func bodyWidthsAreSFs() throws {
        // "Some SwiftUI text": 136 pt on iOS; "Simple Text" 88 pt (paulz-simple-view.png's
        // background, @1x); "Hello, world!" 95 pt with 16 pt padding in a 127 pt picture (@1x).
        for (string, apple) in [("Some SwiftUI text", 136.0), ("Simple Text", 88.0), ("Hello, world!", 95.0)] {
            let width = try size(Text(string), scale: 1).width
            #expect(abs(width - apple) / apple < 0.015, "\(string): \(width) pt, iOS \(apple)")
        }
    }

    /// Capital letters are as tall as SF's: the "H" of body text recorded at @3x on iOS 26 is
    /// 36 px tall (gabriel-text-snapshot-ios26-0.png; 1443/2048 of a 51 px em).
    @Test func capitalsAreAsTallAsSFs() throws {
        let image = try ViewRenderer(options: RenderOptions(scale: 3)).image(Text("H").background(Color.white))
        var rows = 0
        for y in 0..<image.height {
            let inked = (0..<image.width).contains { x in
                guard let p = image.pixel(x: x, y: y) else { return false }
                // The reference's threshold: darker than 200 of 255 in grey.
                return (p.red + p.green + p.blue) / 3 < 200.0 / 255
            }
            if inked { rows += 1 }
        }
        #expect(rows == 36)
    }

    /// The baseline is SF's ascent below the line's top, rounded to the pixel: 49 px at @3x
    /// (paulz example.png, a bold body line at its ideal size) and 32 px at @2x (TextBuilder's
    /// iOS 15 lines), where centring Inter's line box would give 48 and 32.
    @Test(arguments: [(3.0, 49), (2.0, 32)])
    func baselineIsSFs(scale: Double, pixels: Int) throws {
        let image = try ViewRenderer(options: RenderOptions(scale: scale)).image(Text("H").background(Color.white))
        var bottom = 0
        for y in 0..<image.height {
            let inked = (0..<image.width).contains { x in
                guard let p = image.pixel(x: x, y: y) else { return false }
                return (p.red + p.green + p.blue) / 3 < 0.5
            }
            if inked { bottom = y + 1 }
        }
        #expect(bottom == pixels)
    }

    /// SF's optical size is continuous, so 22 pt text is still nearer its Text design: a bold
    /// `.title2` "Hello" recorded at @3x on iOS 18 (vault-form-title-ios18.png) is 51 pt of ink.
    @Test func boldTitle2IsTextCutWide() throws {
        let image = try ViewRenderer(options: RenderOptions(scale: 3))
            .image(Text("Hello").font(.title2.bold()).background(Color.white))
        var columns: [Int] = []
        for x in 0..<image.width {
            let inked = (0..<image.height).contains { y in
                guard let p = image.pixel(x: x, y: y) else { return false }
                return (p.red + p.green + p.blue) / 3 < 200.0 / 255
            }
            if inked { columns.append(x) }
        }
        let width = Double((columns.last ?? 0) - (columns.first ?? 0) + 1) / 3
        #expect(abs(width - 51) / 51 < 0.02, "\(width) pt")
    }

    /// The HIG's table plus each cut's offset: 0 + 15 at 12 pt, −26 + 15 at 17 pt, +12 − 6 at 34 pt.
    @Test func trackingFollowsTheHIGTable() {
        #expect(abs(SystemFontMetrics.tracking(size: 12) - 0.015 * 12) < 0.0001)
        #expect(abs(SystemFontMetrics.tracking(size: 17) - (-0.011 * 17)) < 0.0001)
        #expect(abs(SystemFontMetrics.tracking(size: 10) - 0.027 * 10) < 0.0001)
        if FontCatalog.hasDisplayCut {
            #expect(abs(SystemFontMetrics.tracking(size: 34) - 0.006 * 34) < 0.0001)
        }
    }

    /// Inter is drawn where its cap height is SF's: about 0.97 of the size in the Text cut.
    @Test func glyphScaleMatchesSFsCapHeight() {
        #expect(abs(SystemFontMetrics.glyphScale(size: 17) * 2048 / 2816 - 1443.0 / 2048) < 0.0001)
        #expect(SystemFontMetrics.glyphScale(size: 17) < 0.97)
    }
}

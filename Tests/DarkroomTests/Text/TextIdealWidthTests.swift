@_spi(Engine) import Darkroom
import Foundation
import Testing

/// A text given exactly its own ideal width draws whole, on one line: the width a view asked for is
/// always enough for it (chart axis labels and `GraphicsContext.draw(_:at:)` rely on this).
@Suite struct TextIdealWidthTests {
    static let strings = ["0", "20", "40", "60", "80", "100", "1,000", "Jan", "Oct", "Target 75", "Hello, world!"]
    static let fonts: [Font] = [.caption2, .caption, .footnote, .body, .headline, .title, .largeTitle]

    @Test(arguments: fonts)
    func textAtItsIdealWidthIsNotTruncated(font: Font) throws {
        for string in Self.strings {
            for scale in [1.0, 2.0, 3.0] {
                let text = Text(string).font(font)
                let ideal = try layout(text, scale: scale).frame.width
                let list = try ViewRenderer(options: RenderOptions(proposedSize: .unspecified, scale: scale))
                    .displayList(text.frame(width: ideal))
                let runs = textDrawings(in: list.items).flatMap(\.runs)
                // An ellipsized run keeps its text (for PDF search) but loses glyphs: count them.
                let glyphs = runs.reduce(0) { $0 + $1.glyphs.count }
                #expect(glyphs == string.count, "\(string) at \(ideal) pt, scale \(scale)")
            }
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func canvasLabelDrawsWhole(scale: Double) throws {
        for string in Self.strings {
            let canvas = Canvas { context, _ in
                context.draw(Text(string).font(.caption2), at: CGPoint(x: 2, y: 2), anchor: .topLeading)
            }
            .frame(width: 120, height: 30)
            let list = try ViewRenderer(options: RenderOptions(proposedSize: .unspecified, scale: scale))
                .displayList(canvas)
            let glyphs = textDrawings(in: list.items).flatMap(\.runs).reduce(0) { $0 + $1.glyphs.count }
            #expect(glyphs == string.count, "\(string) at scale \(scale)")
        }
    }
}

extension TextIdealWidthTests {
    /// A proposal a hair under the ideal width (pixel rounding) still draws the whole line.
    @Test func widthAHairUnderTheIdealDrawsWhole() throws {
        for string in Self.strings {
            let text = Text(string).font(.caption2)
            let ideal = try layout(text).frame.width
            let list = try ViewRenderer().displayList(text.frame(width: ideal - 0.004))
            let glyphs = textDrawings(in: list.items).flatMap(\.runs).reduce(0) { $0 + $1.glyphs.count }
            #expect(glyphs == string.count, "\(string)")
        }
    }
}

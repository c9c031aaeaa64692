@testable import Darkroom
import Foundation

/// Inline Markdown as `Text` reads it: a user's string as a `LocalizedStringKey`
/// (`Text(LocalizedStringKey(title))`), parsed, laid out at a width and drawn.
/// The first byte picks the width and line limit; the rest is the text.
enum MarkdownHarness {
    static func run(_ data: Data) {
        FuzzSetup.once()
        var input = FuzzInput(data)
        let shape = input.byte()
        let text = input.rest()
        // The parser alone, on the raw string: its own invariants.
        for (literal, _) in InlineMarkdown.parse(text) {
            precondition(literal.utf8.count <= text.utf8.count, "markdown made text out of nothing")
        }
        let width = CGFloat(40 + Int(shape & 0x3F) * 6)
        let lines = shape & 0x40 == 0 ? nil : Int(shape >> 7) + 1
        let view = Text(LocalizedStringKey(text)).lineLimit(lines).frame(width: width)
        FuzzRender.image(view)
    }
}

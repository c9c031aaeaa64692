import Darkroom
import Foundation

/// `Text(AttributedString)` from runs a caller assembled: each run has its own
/// text, font, colours, kerning, tracking, baseline offset, underline,
/// strikethrough and link. Drawn to pixels, PDF or SVG.
enum AttributedStringHarness {
    static func run(_ data: Data) {
        FuzzSetup.once()
        var input = FuzzInput(data)
        let width = CGFloat(40 + input.choice(64) * 6)
        let output = input.choice(4)
        var string = AttributedString()
        while !input.isAtEnd && string.characters.count < 2_000 {
            var run = AttributedString(input.string())
            let attributes = input.byte()
            if attributes & 1 != 0 { run.font = input.font() }
            if attributes & 2 != 0 { run.foregroundColor = input.color() }
            if attributes & 4 != 0 { run.kern = input.cgFloat() }
            if attributes & 8 != 0 { run.tracking = input.cgFloat() }
            if attributes & 16 != 0 { run.baselineOffset = input.cgFloat() }
            if attributes & 32 != 0 { run.underlineStyle = lineStyle(&input) }
            if attributes & 64 != 0 { run.strikethroughStyle = lineStyle(&input) }
            if attributes & 128 != 0 {
                run.link = URL(string: input.string(maxBytes: 24))
                run.backgroundColor = input.color()
            }
            string += run
        }
        let view = Text(string).lineLimit(output == 3 ? 2 : nil).frame(width: width)
        if FuzzRender.verbose { print("output \(output), width \(width)"); dump(string) }
        switch output {
        case 1: FuzzRender.pdf(view)
        case 2: FuzzRender.svg(view)
        default: FuzzRender.image(view)
        }
    }

    private static func lineStyle(_ input: inout FuzzInput) -> Text.LineStyle {
        let patterns: [Text.LineStyle.Pattern] = [.solid, .dot, .dash, .dashDot, .dashDotDot]
        let pattern = patterns[input.choice(patterns.count)]
        return Text.LineStyle(pattern: pattern, color: input.bool() ? input.color() : nil)
    }
}

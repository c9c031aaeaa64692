import Darkroom
import Foundation
import Testing

/// `redacted(reason: .placeholder)` draws each line of text as a bar of the text's colour at 16 %
/// opacity, keeps the layout, and `unredacted()` brings the text back.
@Suite struct RedactionTests {
    let text = Text("Placeholder text").foregroundStyle(Color(red: 0, green: 0, blue: 0))

    @Test func placeholderKeepsLayoutAndDrawsABar() throws {
        let plain = try layout(text.accessibilityIdentifier("t"))
        let redacted = try layout(text.accessibilityIdentifier("t").redacted(reason: .placeholder))
        #expect(frame(plain, "t") == frame(redacted, "t"))
        let size = frame(plain, "t")
        let image = try render(text.redacted(reason: .placeholder).background(Color.white))
        // The bar covers the middle of the line evenly, where glyphs would leave gaps.
        let samples = stride(from: 4, to: size.width - 4, by: 3).compactMap { color(image, $0, size.height / 2) }
        let levels = Set(samples.map { Int(($0.red * 255).rounded()) })
        #expect(levels.count == 1)
        #expect(levels.first.map { abs($0 - 214) <= 2 } == true) // white under black at 16 %
    }

    @Test func unredactedDrawsGlyphs() throws {
        let image = try render(text.unredacted().redacted(reason: .placeholder).background(Color.white))
        let size = try layout(text).frame.size
        let samples = stride(from: 2, to: size.width - 2, by: 1).compactMap { color(image, $0, size.height / 2) }
        #expect(samples.contains { $0.red < 0.2 })
    }

    @Test func privacyReasonDrawsTheText() throws {
        let image = try render(text.redacted(reason: .privacy).background(Color.white))
        let size = try layout(text).frame.size
        let samples = stride(from: 2, to: size.width - 2, by: 1).compactMap { color(image, $0, size.height / 2) }
        #expect(samples.contains { $0.red < 0.2 })
    }
}

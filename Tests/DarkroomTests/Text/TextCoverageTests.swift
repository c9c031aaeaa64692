@_spi(Engine) @testable import Darkroom
import Foundation
import Testing

/// Lays text out with the engine directly, to see what it could not draw.
private func engineLayout(_ string: String, size: CGFloat = 20) -> TextLayoutResult {
    let runs = Text(verbatim: string).font(.system(size: size)).styleRuns(in: EnvironmentValues())
    return TextEngine.current.layout(TextLayoutRequest(runs: runs, width: nil, maxLines: nil, alignment: .leading))
}

@Suite("Text coverage")
struct TextCoverageTests {
    /// Every script in this list has a font on the machine (fonts-noto-core, fonts-noto-cjk,
    /// fonts-noto-color-emoji, fonts-dejavu, fonts-inter): no character falls through to a missing glyph.
    @Test(arguments: [
        ("Latin", "Crème brûlée, naïve façade"), ("Greek", "Καλημέρα κόσμε"), ("Cyrillic", "Привет, мир"),
        ("Arabic", "مرحبا بالعالم"), ("Hebrew", "שלום עולם"), ("Devanagari", "नमस्ते दुनिया"),
        ("Thai", "สวัสดีชาวโลก"), ("Bengali", "হ্যালো বিশ্ব"), ("Tamil", "வணக்கம் உலகம்"),
        ("Armenian", "Բարեւ աշխարհ"), ("Georgian", "გამარჯობა"), ("Ethiopic", "ሰላም ልዑል"),
        ("Chinese", "你好，世界"), ("Japanese", "こんにちは世界"), ("Korean", "안녕하세요 세계"),
        ("Emoji", "😀🎉🚀❤️👍🏽👨‍👩‍👧"),
    ])
    func scriptHasGlyphs(script: String, sample: String) {
        let result = engineLayout(sample)
        #expect(result.missingGlyphs == 0, "\(script): \(result.missingGlyphs) missing glyphs")
        #expect(result.runs.flatMap(\.glyphs).count > 0)
    }

    /// Skin-tone modifiers and ZWJ family sequences shape to a single colour glyph.
    @Test func emojiSequencesAreOneGlyph() {
        #expect(engineLayout("👍🏽").runs.flatMap(\.glyphs).count == 1)
        #expect(engineLayout("👨‍👩‍👧").runs.flatMap(\.glyphs).count == 1)
        #expect(engineLayout("🇫🇷").runs.flatMap(\.glyphs).count == 1)
    }

    /// A character no font has is counted, so the check above can fail.
    @Test func missingGlyphsAreCounted() {
        // U+10FFFD is a private-use code point no installed font maps.
        let result = engineLayout("a\u{10FFFD}b")
        #expect(result.missingGlyphs == 1)
        // It is drawn as a hollow box (four bars) between the two letters, not dropped silently.
        #expect(result.decorations.count == 4)
        let box = result.decorations.map(\.rect).reduce(CGRect.null) { $0.union($1) }
        let xs = result.runs.flatMap(\.glyphs).map(\.x)
        #expect(box.minX > xs.min()! && box.maxX <= xs.max()! + 0.01)
        #expect(engineLayout("ab").decorations.isEmpty)
    }

    /// Arabic and Hebrew use Noto Sans (SF Arabic / SF Hebrew stand-ins), Latin uses Inter.
    @Test func fallbackFamilies() {
        #expect(engineLayout("مرحبا").runs.first?.font.name.contains("Noto Sans Arabic UI") == true)
        #expect(engineLayout("שלום").runs.first?.font.name.contains("Noto Sans Hebrew") == true)
        #expect(engineLayout("Hello").runs.first?.font.name.hasPrefix("Inter") == true)
        #expect(engineLayout("नमस्ते").runs.first?.font.name.contains("Devanagari") == true)
    }
}

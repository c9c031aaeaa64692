@_spi(Engine) import Darkroom
import Foundation
import Testing

@Suite("Text scripts")
struct TextScriptTests {
    /// CJK falls back to Noto Sans CJK: one real glyph per character, and ink where they are.
    @Test func cjkShapesWithRealGlyphs() throws {
        let s = "你好世界 こんにちは 안녕하세요"
        let runs = try glyphRuns(Text(s).font(.system(size: 24)))
        let cjk = runs.filter { $0.font.name.contains("CJK") }
        #expect(!cjk.isEmpty)
        let glyphs = runs.flatMap(\.glyphs)
        // One glyph per character, spaces included.
        #expect(glyphs.count == s.count)
        #expect(glyphs.allSatisfy { $0.id != 0 })
        let image = try render(Text(s).font(.system(size: 24)))
        peek(image, "cjk")
        // Ideographs are dense: a good share of the box is inked.
        let ink = countPixels(image, where: isInk)
        #expect(Double(ink) / Double(image.width * image.height) > 0.12)
    }

    /// Colour emoji (Noto Color Emoji, CBDT bitmaps) draw in colour at every size.
    @Test(arguments: [10.0, 12, 17, 24, 34, 48, 64, 109, 150])
    func colourEmojiDrawInColour(size: Double) throws {
        let text = Text("😀🎉❤️").font(.system(size: size))
        let runs = try glyphRuns(text)
        #expect(runs.contains { $0.font.name.contains("Emoji") })
        #expect(runs.flatMap(\.glyphs).count == 3)
        let image = try render(text, scale: 2)
        peek(image, "emoji-\(Int(size))")
        let saturated = countPixels(image, where: isSaturated)
        // Most of each emoji is strongly coloured: well over a tenth of the box.
        #expect(
            Double(saturated) / Double(image.width * image.height) > 0.1, "size \(size): \(saturated) saturated pixels")
        // Each of the three emoji sits in its own third of the line.
        let third = CGFloat(image.width) / 3
        for i in 0..<3 {
            let rect = CGRect(x: CGFloat(i) * third, y: 0, width: third, height: CGFloat(image.height))
            #expect(countPixels(image, in: rect, where: isSaturated) > 0, "emoji \(i) at size \(size)")
        }
    }

    /// Arabic is shaped right to left, in joined contextual forms, by Noto Sans Arabic UI (the
    /// system font's Arabic stand-in, as TextCoverageTests expects).
    @Test func arabicShapesRightToLeft() throws {
        let runs = try glyphRuns(Text("مرحبا بالعالم").font(.system(size: 24)))
        let glyphs = runs.flatMap(\.glyphs)
        #expect(!glyphs.isEmpty && glyphs.allSatisfy { $0.id != 0 })
        #expect(runs.allSatisfy { $0.clustersBackward })
        #expect(
            runs.filter { !$0.text.allSatisfy(\.isWhitespace) }.allSatisfy {
                $0.font.name.contains("Noto Sans Arabic UI")
            },
            "\(runs.map(\.font.name))")
        // Drawn right to left: glyphs come in visual order, left to right on the line.
        let xs = glyphs.map(\.x)
        #expect(xs == xs.sorted())
        let image = try render(Text("مرحبا بالعالم").font(.system(size: 24)))
        peek(image, "arabic")
        #expect(countPixels(image, where: isInk) > 100)
    }

    /// Joined forms: inside a word, meem, hah and beh take their initial or medial shapes and alef
    /// its final one, which are other glyphs than the letters' isolated forms.
    @Test func arabicLettersJoinInsideAWord() throws {
        let letters = ["م", "ر", "ح", "ب", "ا"]
        let word = try glyphRuns(Text(letters.joined()).font(.system(size: 24))).flatMap(\.glyphs).map(\.id)
        var isolated: Set<UInt32> = []
        for letter in letters {
            let ids = try glyphRuns(Text(letter).font(.system(size: 24))).flatMap(\.glyphs).map(\.id)
            #expect(ids.count == 1, "\(letter) alone is one glyph")
            isolated.formUnion(ids)
        }
        #expect(word.count == letters.count)
        // Reh joins only to the right and the word's meem starts it: four letters change shape.
        let joined = word.filter { !isolated.contains($0) }
        #expect(joined.count >= 4, "glyphs \(word) against isolated \(isolated.sorted())")
    }

    @Test func hebrewAndMixedBidi() throws {
        let runs = try glyphRuns(Text("Hello שלום world").font(.system(size: 20)))
        // The Hebrew run sits between the English ones (visual order) and is drawn backward.
        let hebrew = try #require(runs.firstIndex { $0.text.contains("שלום") })
        #expect(runs.first?.text.hasPrefix("Hello") == true && runs.last?.text.hasSuffix("world") == true)
        #expect(hebrew > 0 && hebrew < runs.count - 1)
        #expect(runs[hebrew].clustersBackward && !runs[0].clustersBackward)
        #expect(runs[hebrew].glyphs.allSatisfy { $0.id != 0 })
        #expect(runs[0].origin.x < runs[hebrew].origin.x && runs[hebrew].origin.x < runs.last!.origin.x)
    }

    /// In a right-to-left environment `.leading` is the right-hand side.
    @Test func rightToLeftAlignsLeadingRight() throws {
        let text = Text(verbatim: "a much longer line\nshort")
        let ltr = try glyphRuns(text).last!.origin.x
        let rtl = try glyphRuns(text.environment(\.layoutDirection, .rightToLeft)).last!.origin.x
        #expect(ltr == 0)
        #expect(rtl > 30)
        // `.trailing` in RTL is the left.
        let trailing = try glyphRuns(
            text.multilineTextAlignment(.trailing).environment(\.layoutDirection, .rightToLeft))
        #expect(trailing.last!.origin.x == 0)
    }

    /// A whole line of emoji, CJK, Arabic and Latin shapes on one baseline.
    @Test func mixedScriptsShareABaseline() throws {
        let runs = try glyphRuns(Text("Hi 你好 مرحبا 😀 ok"))
        #expect(runs.count >= 4)
        #expect(Set(runs.map(\.origin.y)).count == 1)
        #expect(runs.flatMap(\.glyphs).allSatisfy { $0.id != 0 })
    }

    /// Reference image of a text sample (Latin styles, CJK, Arabic, emoji), compared by
    /// decoded pixels with a tolerance.
    @Test func textSampleMatchesReference() throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("**Darkroom** renders *text* with `pango`")
            Text("Underline").underline() + Text(" strike").strikethrough(color: .red)
                + Text(" blue").foregroundColor(.blue)
            Text("你好，世界 · こんにちは")
            Text("مرحبا بالعالم · שלום עולם")
            Text("Emoji 😀🎉🚀❤️")
        }
        .padding(12)
        .background(Color.white)
        let image = try render(view, scale: 2)
        peek(image, "sample")
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("References/text-sample.png")
        try ReferenceImages.expectMatch(image, reference: url, "text sample")
    }
}

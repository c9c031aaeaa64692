import Darkroom
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
        #expect(Double(saturated) / Double(image.width * image.height) > 0.1, "size \(size): \(saturated) saturated pixels")
        // Each of the three emoji sits in its own third of the line.
        let third = CGFloat(image.width) / 3
        for i in 0..<3 {
            let rect = CGRect(x: CGFloat(i) * third, y: 0, width: third, height: CGFloat(image.height))
            #expect(countPixels(image, in: rect, where: isSaturated) > 0, "emoji \(i) at size \(size)")
        }
    }

    /// Arabic is shaped (joined forms, right to left) by the DejaVu Sans fallback.
    @Test func arabicShapesRightToLeft() throws {
        let runs = try glyphRuns(Text("مرحبا بالعالم").font(.system(size: 24)))
        let glyphs = runs.flatMap(\.glyphs)
        #expect(!glyphs.isEmpty && glyphs.allSatisfy { $0.id != 0 })
        #expect(runs.allSatisfy { $0.clustersBackward })
        // Joined contextual forms: isolated letters would be wider; the first logical letter
        // (meem) is drawn at the right end of the run.
        let xs = glyphs.map(\.x)
        #expect(xs == xs.sorted())
        let image = try render(Text("مرحبا بالعالم").font(.system(size: 24)))
        peek(image, "arabic")
        #expect(countPixels(image, where: isInk) > 100)
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
        let trailing = try glyphRuns(text.multilineTextAlignment(.trailing).environment(\.layoutDirection, .rightToLeft))
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
            Text("Underline").underline() + Text(" strike").strikethrough(color: .red) + Text(" blue").foregroundColor(.blue)
            Text("你好，世界 · こんにちは")
            Text("مرحبا بالعالم · שלום עולם")
            Text("Emoji 😀🎉🚀❤️")
        }
        .padding(12)
        .background(Color.white)
        let image = try render(view, scale: 2)
        peek(image, "sample")
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References/text-sample.png")
        if ProcessInfo.processInfo.environment["DARKROOM_RECORD"] != nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PNGEncoder().encode(image).write(to: url)
        }
        let reference = try #require(ImageLoader.shared.decode(url.path))
        #expect(reference.width == image.width && reference.height == image.height)
        guard reference.width == image.width, reference.height == image.height else { return }
        var differing = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image.pixel(x: x, y: y)!, b = reference.pixel(x: x, y: y)!
                if abs(a.red - b.red) > 0.1 || abs(a.green - b.green) > 0.1 || abs(a.blue - b.blue) > 0.1 || abs(a.alpha - b.alpha) > 0.1 {
                    differing += 1
                }
            }
        }
        #expect(Double(differing) / Double(image.width * image.height) < 0.005, "\(differing) pixels differ")
    }
}

@_spi(Engine) import Darkroom
import Foundation
import Testing

@Suite("Text styling")
struct TextStylingTests {
    /// A string literal is a LocalizedStringKey: its inline Markdown becomes styled runs.
    @Test func markdownLiteralMakesStyledRuns() throws {
        let runs = try glyphRuns(Text("**bold** *italic* `code` [link](https://example.com) ~~gone~~"))
        let byText = Dictionary(grouping: runs, by: { $0.text.trimmingCharacters(in: .whitespaces) })
        #expect(byText["bold"]?.first?.font.name.contains("Bold") == true)
        #expect(byText["italic"]?.first?.font.name.contains("Italic") == true)
        #expect(byText["code"]?.first?.font.name.contains("Mono") == true)
        // Links are drawn in the tint colour (system blue by default), as SwiftUI does.
        #expect(close(byText["link"].flatMap { solidColor($0[0]) }, RGBA(hex: 0x007AFF)))
        #expect(close(byText["bold"].flatMap { solidColor($0[0]) }, RGBA(hex: 0)))
        // No delimiter survives.
        let all = runs.map(\.text).joined()
        #expect(!all.contains("*") && !all.contains("`") && !all.contains("~") && !all.contains("]("))
        #expect(all.replacingOccurrences(of: " ", with: "") == "bolditaliccodelinkgone")
    }

    @Test func markdownNestsAndKeepsSnakeCaseAndEscapes() throws {
        let runs = try glyphRuns(Text("***both*** snake_case_name \\*not\\* **a *b* c**"))
        let all = runs.map(\.text).joined()
        #expect(all == "both snake_case_name *not* a b c")
        let both = runs.first { $0.text == "both" }
        #expect(both?.font.name.contains("Bold Italic") == true)
        let b = runs.first { $0.text == "b" }
        #expect(b?.font.name.contains("Bold Italic") == true)
        let a = runs.first { $0.text.hasPrefix("a") }
        #expect(a?.font.name.contains("Bold") == true && a?.font.name.contains("Italic") == false)
    }

    /// `Text(verbatim:)` and `Text(someString)` never parse Markdown, as in SwiftUI.
    @Test func verbatimAndStringValuesAreLiteral() throws {
        let value = "**not bold**"
        let a = try layout(Text(verbatim: "**not bold**"))
        let b = try layout(Text(value))
        #expect(a.all(named: "Text").first?.text == "**not bold**")
        #expect(b.all(named: "Text").first?.text == "**not bold**")
        // Interpolated strings are inserted verbatim too; the literal around them is Markdown.
        let name = "*Ann*"
        let c = try glyphRuns(Text("**Hi** \(name)"))
        #expect(c.map(\.text).joined() == "Hi *Ann*")
        #expect(c.first?.font.name.contains("Bold") == true)
    }

    /// An interpolated Text keeps its own style inside a styled literal.
    @Test func interpolatedTextKeepsItsStyle() throws {
        let runs = try glyphRuns(Text("**Score: \(Text("42").foregroundColor(.red))**"))
        let n = runs.first { $0.text == "42" }
        #expect(close(n.flatMap(solidColor), RGBA(hex: 0xFF3B30)))
        #expect(n?.font.name.contains("Bold") == true)
    }

    /// Concatenated texts of different sizes and colours share one line and one baseline.
    @Test func concatenationSharesBaseline() throws {
        let text =
            Text("Big").font(.largeTitle) + Text(" small").font(.caption).foregroundColor(.red) + Text(" mid").bold()
        let placed = try layout(text)
        #expect(placed.all(named: "Text").count == 1)
        let runs = try glyphRuns(text)
        #expect(runs.count == 3)
        let baselines = Set(runs.map { $0.origin.y })
        #expect(baselines.count == 1)
        #expect(runs[0].font.pointSize == 34 && runs[1].font.pointSize == 12 && runs[2].font.pointSize == 17)
        #expect(close(solidColor(runs[1]), RGBA(hex: 0xFF3B30)))
        #expect(runs[2].font.name.contains("Bold"))
        // Runs follow one another left to right.
        #expect(runs[0].origin.x < runs[1].origin.x && runs[1].origin.x < runs[2].origin.x)
    }

    /// `AttributedString` runs with Darkroom's attribute scope (SwiftUI's names).
    @Test func attributedStringRuns() throws {
        var hello = AttributedString("Hello ")
        hello.foregroundColor = .red
        hello.font = .title.bold()
        var world = AttributedString("world")
        world.link = URL(string: "https://example.com")
        world.underlineStyle = .single
        world.baselineOffset = 4
        let text = Text(hello + world)
        let runs = try glyphRuns(text)
        #expect(runs.count == 2)
        #expect(close(solidColor(runs[0]), RGBA(hex: 0xFF3B30)))
        #expect(runs[0].font.pointSize == 28 && runs[0].font.name.contains("Bold"))
        #expect(close(solidColor(runs[1]), RGBA(hex: 0x007AFF)))
        // Raised by its baseline offset.
        #expect(abs((runs[0].origin.y - runs[1].origin.y) - 4) < 0.01)
        let list = try ViewRenderer().displayList(text)
        #expect(textDrawings(in: list.items).flatMap(\.decorations).count == 1)
    }

    @Test func kerningAndTrackingWidenText() throws {
        let plain = try layout(Text("abcdef")).frame.width
        let kerned = try layout(Text("abcdef").kerning(2)).frame.width
        let tracked = try layout(Text("abcdef").tracking(3)).frame.width
        // Pango puts the extra space between characters: five gaps in six characters
        // (SwiftUI also adds it after the last one; documented difference).
        #expect(abs(kerned - plain - 10) <= 1)
        #expect(abs(tracked - plain - 15) <= 1)
    }

    @Test func baselineOffsetRaisesGlyphs() throws {
        let runs = try glyphRuns(Text("a") + Text("b").baselineOffset(6) + Text("c").baselineOffset(-3))
        #expect(abs(runs[0].origin.y - runs[1].origin.y - 6) < 0.01)
        #expect(abs(runs[2].origin.y - runs[0].origin.y - 3) < 0.01)
    }

    /// Underline sits below the baseline, strikethrough through the x-height, in the text colour
    /// unless given one; dashed patterns leave gaps.
    @Test func underlineAndStrikethroughDraw() throws {
        let view = VStack(spacing: 10) {
            Text("underlined").underline(color: .red)
            Text("struck").strikethrough()
            Text("dashed underline text").underline(pattern: .dash, color: .blue)
        }
        let list = try ViewRenderer().displayList(view)
        let drawings = textDrawings(in: list.items)
        #expect(drawings.count == 3)
        let u = drawings[0].decorations
        #expect(u.count == 1 && close(u[0].color, RGBA(hex: 0xFF3B30)))
        let baseline = drawings[0].runs[0].origin.y
        #expect(u[0].rect.minY > baseline)
        let s = drawings[1].decorations
        #expect(s.count == 1 && s[0].rect.minY < drawings[1].runs[0].origin.y && close(s[0].color, RGBA(hex: 0)))
        #expect(drawings[2].decorations.count > 5)
        let image = try render(view)
        peek(image, "decorations")
        // The red underline is drawn: red pixels exist below the first baseline.
        let red = countPixels(image, in: CGRect(x: 0, y: baseline, width: CGFloat(image.width), height: 6)) {
            $0.alpha > 0.5 && $0.red > 0.8 && $0.green < 0.4
        }
        #expect(red > 30)
    }

    @Test func textCaseTransformsWithLocale() throws {
        let placed = try layout(VStack { Text("hello"); Text("WORLD").textCase(.lowercase) }.textCase(.uppercase))
        #expect(placed.all(named: "Text").map(\.text) == ["HELLO", "world"])
        let turkish = try layout(
            Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR")))
        #expect(turkish.all(named: "Text").first?.text == "İSTANBUL")
    }

    @Test func fontDesignsUseTheirStandIns() throws {
        let runs = try glyphRuns(VStack {
            Text("sans").font(.system(size: 20))
            Text("serif").font(.system(size: 20, design: .serif))
            Text("mono").font(.system(size: 20, weight: .bold, design: .monospaced))
            Text("semi").font(.system(size: 20, weight: .semibold))
        })
        #expect(runs[0].font.name.hasPrefix("Inter"))
        #expect(runs[1].font.name.contains("DejaVu Serif"))
        #expect(runs[2].font.name.contains("DejaVu Sans Mono") && runs[2].font.name.contains("Bold"))
        #expect(runs[3].font.name.contains("Semi Bold"))
        #expect(runs.allSatisfy { $0.font.pointSize == 20 })
    }

    /// `monospacedDigit` turns on tabular figures: every digit has the same advance.
    @Test func monospacedDigitAlignsNumbers() throws {
        let ones = try layout(Text("1111").monospacedDigit()).frame.width
        let eights = try layout(Text("8888").monospacedDigit()).frame.width
        #expect(abs(ones - eights) < 0.5)
        let plainOnes = try layout(Text("1111")).frame.width
        let plainEights = try layout(Text("8888")).frame.width
        #expect(plainEights - plainOnes > 2)
    }

    @Test func datesFollowTheLocale() throws {
        var components = DateComponents()
        components.year = 2026; components.month = 11; components.day = 21; components.hour = 15; components.minute = 45
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let date = calendar.date(from: components)!
        let us = try layout(Text(date, style: .date))
        #expect(us.all(named: "Text").first?.text == "November 21, 2026")
        let de = try layout(Text(date, style: .date).environment(\.locale, Locale(identifier: "de_DE")))
        #expect(de.all(named: "Text").first?.text == "21. November 2026")
        let time = try layout(Text(date, style: .time)).all(named: "Text").first?.text ?? ""
        #expect(time.hasPrefix("3:45") && time.hasSuffix("PM"))
        // Times follow the environment's time zone.
        let utc = TimeZone(identifier: "UTC")!, plus2 = TimeZone(secondsFromGMT: 7200)!
        let noonUTC = Date(timeIntervalSince1970: 12 * 3600)
        func shown(_ zone: TimeZone) throws -> String {
            // ICU separates "PM" with a narrow no-break space.
            (try layout(Text(noonUTC, style: .time).environment(\.timeZone, zone)).all(named: "Text").first?.text ?? "")
                .replacingOccurrences(of: "\u{202F}", with: " ")
        }
        #expect(try shown(utc) == "12:00 PM")
        #expect(try shown(plus2) == "2:00 PM")
        let soon = try layout(Text(Date().addingTimeInterval(2 * 3600 + 5 * 60 + 30), style: .relative))
        #expect(soon.all(named: "Text").first?.text == "2 hours, 5 minutes")
        // Format styles format in the environment's locale (en_US by default), not the machine's.
        let formatted = try layout(Text(1234.5, format: .number))
        #expect(formatted.all(named: "Text").first?.text == "1,234.5")
        let german = try layout(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german.all(named: "Text").first?.text == "1.234,5")
    }

    /// Searchable PDF text: Markdown and concatenated runs extract as plain words.
    @Test func pdfTextOfMarkdownAndConcatenation() throws {
        let url = try temporaryFolder().appendingPathComponent("text.pdf")
        try ViewRenderer().writePDF(VStack(alignment: .leading) {
            Text("Plain **bold** and *italic* `code`")
            Text("Hello, ") + Text("world").bold().foregroundColor(.blue) + Text("!")
        }.padding(), to: url)
        let text = try run("pdftotext", [url.path, "-"])
        #expect(text.contains("Plain bold and italic code"))
        #expect(text.contains("Hello, world!"))
    }
}

@Suite("Text gradients")
struct TextGradientTests {
    /// A gradient foreground spans the text's frame: red at the leading end, blue at the trailing end.
    @Test func gradientSpansTheText() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        for view in [
            AnyView(Text("MMMMMMMMMM").font(.system(size: 30, weight: .black)).foregroundStyle(gradient)),
            AnyView(VStack { Text("MMMMMMMMMM").font(.system(size: 30, weight: .black)) }.foregroundStyle(gradient))
        ] {
            let image = try render(view.padding(.leading, 40))
            peek(image, "gradient")
            let w = CGFloat(image.width), h = CGFloat(image.height)
            let reddish = countPixels(image, in: CGRect(x: 40, y: 0, width: 30, height: h)) {
                $0.alpha > 0.9 && $0.red > 0.7 && $0.blue < 0.4
            }
            let bluish = countPixels(image, in: CGRect(x: w - 30, y: 0, width: 30, height: h)) {
                $0.alpha > 0.9 && $0.blue > 0.7 && $0.red < 0.4
            }
            #expect(reddish > 50 && bluish > 50, "red \(reddish), blue \(bluish)")
        }
    }
}

@Suite("Inherited text styling")
struct InheritedTextStylingTests {
    /// iOS 16 view modifiers style every Text inside; a Text's own setting wins.
    @Test func containerModifiersReachText() throws {
        let list = try ViewRenderer().displayList(VStack {
            Text("serif")
            Text("own design").fontDesign(.monospaced)
            Text("sized").font(.system(size: 20, design: .default))
        }
        .fontDesign(.serif)
        .underline(color: .red)
        .baselineOffset(2))
        let drawings = textDrawings(in: list.items)
        let runs = drawings.flatMap(\.runs)
        #expect(runs[0].font.name.contains("DejaVu Serif"))
        #expect(runs[1].font.name.contains("Mono"))
        // An explicit design in the font is kept.
        #expect(runs[2].font.name.hasPrefix("Inter"))
        #expect(
            drawings.allSatisfy { $0.decorations.count == 1 && close($0.decorations[0].color, RGBA(hex: 0xFF3B30)) })
        let plain = try glyphRuns(Text("serif").fontDesign(.serif))[0].origin.y
        #expect(abs(plain - runs[0].origin.y - 2) < 0.01)
    }

    @Test func monospacedAndTrackingOnContainers() throws {
        let ones = try layout(HStack { Text("1111") }.monospacedDigit()).frame.width
        let eights = try layout(HStack { Text("8888") }.monospacedDigit()).frame.width
        #expect(abs(ones - eights) < 0.5)
        #expect(try glyphRuns(VStack { Text("m") }.monospaced())[0].font.name.contains("Mono"))
        let plain = try layout(Text("abcdef")).frame.width
        let tracked = try layout(VStack { Text("abcdef") }.tracking(2)).frame.width
        #expect(abs(tracked - plain - 10) <= 1)
    }
}

@Suite("Inline symbols")
struct InlineSymbolTests {
    /// `Image(systemName:)` inside text is the icon font's glyph on the text's baseline, in its colour.
    @Test func symbolsSitInLine() throws {
        let view = Text("Rated \(Image(systemName: "star.fill")) 4.5").foregroundColor(.orange)
        let runs = try glyphRuns(view)
        let star = try #require(runs.first { $0.font.name.contains("Material") })
        #expect(star.glyphs.count == 1)
        #expect(Set(runs.map(\.origin.y)).count == 1)
        #expect(close(solidColor(star), RGBA(hex: 0xFF9500)))
        #expect(abs(star.font.pointSize - 17 * 1.2) < 0.01)
        let placed = try layout(view)
        #expect(placed.all(named: "Text").count == 1)
        let image = try render(view, scale: 2)
        peek(image, "inline-symbol")
        let orange = countPixels(image) {
            $0.alpha > 0.9 && $0.red > 0.9 && $0.green > 0.45 && $0.green < 0.7 && $0.blue < 0.2
        }
        #expect(orange > 200)
        // Concatenation works too, and a bitmap image inside text draws nothing.
        let concatenated = try glyphRuns(Text(Image(systemName: "heart.fill")) + Text(" Likes"))
        #expect(concatenated.first?.font.name.contains("Material") == true)
    }
}

@Suite("Text localization")
struct TextLocalizationTests {
    /// `Text(key, bundle:)` translates through the bundle's strings table, Markdown included.
    @Test func bundleStringsTable() throws {
        let root = try temporaryFolder().appendingPathComponent("Strings.bundle")
        let lproj = root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("\"greeting\" = \"**Hello**, world\";\n".utf8).write(
            to: lproj.appendingPathComponent("Localizable.strings"))
        let bundle = try #require(Bundle(path: root.path))
        let runs = try glyphRuns(Text("greeting", bundle: bundle))
        #expect(runs.map(\.text).joined() == "Hello, world")
        #expect(runs.first?.font.name.contains("Bold") == true)
        // Missing keys and no bundle show the key itself.
        #expect(try layout(Text("missing.key", bundle: bundle)).all(named: "Text").first?.text == "missing.key")
        #expect(try layout(Text("greeting")).all(named: "Text").first?.text == "greeting")
    }
}

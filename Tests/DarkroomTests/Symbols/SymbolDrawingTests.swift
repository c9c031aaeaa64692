import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// `Image(systemName:)`: vector outlines from the Material Design Icons font.
@Suite struct SymbolDrawingTests {
    /// The names the issue asks for by name: every one must draw a real outline.
    static let required = [
        "trophy", "star", "star.fill", "heart", "heart.fill", "person", "person.fill", "person.circle",
        "checkmark", "checkmark.circle", "checkmark.circle.fill", "xmark", "xmark.circle", "xmark.circle.fill",
        "plus", "minus", "bell", "gear", "house", "magnifyingglass", "envelope", "phone", "calendar", "clock",
        "camera", "photo", "trash", "pencil", "square.and.arrow.up", "chevron.left", "chevron.right", "chevron.up",
        "chevron.down", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "info.circle",
        "exclamationmark.triangle", "questionmark.circle", "lock", "bolt", "flame", "leaf", "cloud", "sun.max",
        "moon", "map", "location", "cart", "bag", "creditcard", "gift", "bookmark", "tag", "flag", "paperplane",
        "link", "globe", "play.fill", "pause.fill", "music.note", "mic", "doc", "folder",
    ]

    func size(_ view: some View) throws -> CGSize {
        try frame(layout(view.accessibilityIdentifier("s")), "s").size
    }

    /// Whether any pixel in the image has visible ink.
    func inkCount(_ image: CGImage) -> Int {
        var n = 0
        for y in 0..<image.height {
            for x in 0..<image.width where (image.pixel(x: x, y: y)?.alpha ?? 0) > 0.5 { n += 1 }
        }
        return n
    }

    @Test func everyRequiredNameDrawsAnOutline() throws {
        #expect(Self.required.count >= 60)
        for name in Self.required {
            let image = try render(Image(systemName: name).font(.system(size: 40)))
            let s = try size(Image(systemName: name).font(.system(size: 40)))
            // Frames hug the outline, so "minus" is a flat bar (as SF Symbols' is); the rest are icons.
            #expect(name == "minus" ? s.width > 20 : s.width > 10 && s.height > 10, "\(name): \(s)")
            // A real icon inks a good part of its frame, not all of it (the placeholder is a thin dashed outline).
            let share = Double(inkCount(image)) / Double(image.width * image.height)
            #expect(share > 0.08 && (share < 0.95 || name == "minus"), "\(name): \(share)")
        }
    }

    @Test func outlinesAndFillsDiffer() throws {
        let outline = inkCount(try render(Image(systemName: "heart").font(.system(size: 40))))
        let filled = inkCount(try render(Image(systemName: "heart.fill").font(.system(size: 40))))
        #expect(filled > outline * 3 / 2)
    }

    @Test func sizeFollowsTheFont() throws {
        let small = try size(Image(systemName: "star.fill").font(.system(size: 20)))
        let large = try size(Image(systemName: "star.fill").font(.system(size: 40)))
        #expect(abs(large.width / small.width - 2) < 0.01)
        #expect(abs(large.height / small.height - 2) < 0.01)
        // A full-height icon (20 of 24 font units) is about as tall as the point size.
        #expect(abs(large.height - 40) < 6, "\(large)")
        // Text styles: body (17) by default, largeTitle 34.
        let body = try size(Image(systemName: "star.fill"))
        let title = try size(Image(systemName: "star.fill").font(.largeTitle))
        #expect(abs(title.height / body.height - 34.0 / 17.0) < 0.01)
    }

    @Test func imageScaleOrdersSizes() throws {
        let s = try size(Image(systemName: "bell").imageScale(.small))
        let m = try size(Image(systemName: "bell"))
        let l = try size(Image(systemName: "bell").imageScale(.large))
        #expect(s.height < m.height && m.height < l.height)
        #expect(abs(l.height / m.height - 1.29) < 0.01)
    }

    @Test func symbolsTakeTheForegroundStyle() throws {
        let image = try render(Image(systemName: "circle.fill").font(.system(size: 40)).foregroundColor(.red))
        expectColor(image, CGFloat(image.width / 2), CGFloat(image.height / 2), RGBA(hex: 0xFF3B30))
        let black = try render(Image(systemName: "circle.fill").font(.system(size: 40)))
        expectColor(black, CGFloat(black.width / 2), CGFloat(black.height / 2), Swatch.black)
        let tinted = try render(Image(systemName: "circle.fill").font(.system(size: 40)).foregroundStyle(.tint))
        expectColor(tinted, CGFloat(tinted.width / 2), CGFloat(tinted.height / 2), RGBA(hex: 0x007AFF))
    }

    @Test func resizableSymbolsFillTheirFrame() throws {
        let placed = try size(Image(systemName: "circle.fill").resizable().frame(width: 100, height: 50))
        #expect(placed == CGSize(width: 100, height: 50))
        let image = try render(
            Image(systemName: "circle.fill").resizable().frame(width: 100, height: 50).foregroundColor(.blue))
        // The disc is stretched to an ellipse touching all four edges.
        expectColor(image, 50, 1, RGBA(hex: 0x007AFF), tolerance: 0.3)
        expectColor(image, 1, 25, RGBA(hex: 0x007AFF), tolerance: 0.3)
        expectColor(image, 3, 3, Swatch.clear)
    }

    @Test func unknownNamesDrawAPlaceholder() throws {
        let s = try size(Image(systemName: "definitely.not.a.symbol").font(.system(size: 24)))
        // A square as large as a full-height icon: 24 × 1.2 × 20/24 = 24 points.
        #expect(abs(s.width - 24) < 0.01 && abs(s.height - 24) < 0.01)
        let image = try render(Image(systemName: "definitely.not.a.symbol").font(.system(size: 24)))
        #expect(inkCount(image) > 20)
        // Its dashed outline leaves gaps and an empty band between frame and question mark.
        expectColor(image, 5, 12, Swatch.clear)
    }

    @Test func symbolVariantPicksTheVariantName() throws {
        let variant = try render(Image(systemName: "heart").symbolVariant(.fill).font(.system(size: 30)))
        let named = try render(Image(systemName: "heart.fill").font(.system(size: 30)))
        #expect(variant.width == named.width && variant.height == named.height)
        #expect(ExactMatch.matches(variant, named))
        let circle = try render(Image(systemName: "checkmark").symbolVariant(.circle.fill).font(.system(size: 30)))
        let circleNamed = try render(Image(systemName: "checkmark.circle.fill").font(.system(size: 30)))
        #expect(ExactMatch.matches(circle, circleNamed))
        // A variant the set lacks leaves the name alone.
        let plain = try size(Image(systemName: "minus").symbolVariant(.slash))
        #expect(plain == (try size(Image(systemName: "minus"))))
    }

    @Test func renderingModesAndPalettesDrawInThePrimaryStyle() throws {
        let plain = try render(Image(systemName: "bell.fill").font(.system(size: 30)).foregroundColor(.orange))
        let bell = Image(systemName: "bell.fill")
        let modes = [
            try render(bell.symbolRenderingMode(.hierarchical).font(.system(size: 30)).foregroundColor(.orange)),
            try render(bell.font(.system(size: 30)).symbolRenderingMode(.palette).foregroundStyle(.orange, .blue)),
            try render(
                Image(systemName: "bell.fill", variableValue: 0.5).font(.system(size: 30))
                    .foregroundStyle(Color.orange, Color.blue, Color.green)
            ),
        ]
        for image in modes { #expect(ExactMatch.matches(plain, image)) }
    }

    @Test func symbolsSitOnTheTextBaseline() throws {
        // At 100 pt the em is 120: star.fill spans y -0.791…0 em around its baseline.
        // heart.fill takes SF Symbols' box measured on iOS (18 pt tall at 17 pt body, i.e.
        // 18/20.4 em: paulz-favorite-1.png in AppleReferences), its baseline
        // where the artwork's is (0.75 of the artwork's 0.7637 em above its bottom edge).
        let placed = try layout(HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star.fill").accessibilityIdentifier("star")
            Image(systemName: "heart.fill").accessibilityIdentifier("heart")
        }.font(.system(size: 100)))
        let star = frame(placed, "star"), heart = frame(placed, "heart")
        let box = 18.0 / 20.4 * 120, artwork = 0.75 + 0.013671875
        #expect(abs(heart.height - box) < 0.01)
        #expect(abs((heart.minY - star.minY) - (0.791015625 * 120 - box * 0.75 / artwork)) < 0.01)
        #expect(abs((heart.maxY - star.maxY) - box * 0.013671875 / artwork) < 0.01)
    }

    @Test func concurrentRendersAgree() throws {
        // Outlines are extracted and cached under a lock; renders on many threads see the same pixels.
        @Sendable func view() -> some View {
            HStack { ForEach(Self.required.suffix(12), id: \.self) { Image(systemName: $0) } }
        }
        let serial = try render(view())
        let results = SymbolRenderResults(count: 6)
        DispatchQueue.concurrentPerform(iterations: 6) { i in results.set(i, try? render(view())) }
        for image in results.values {
            let image = try #require(image)
            #expect(ExactMatch.matches(serial, image))
        }
    }

    @Test func symbolsStayVectorInPDF() throws {
        let url = try temporaryFolder().appendingPathComponent("symbols.pdf")
        try ViewRenderer().writePDF(
            HStack { ForEach(Self.required.prefix(10), id: \.self) { Image(systemName: $0) } }, to: url)
        let list = try run("pdfimages", ["-list", url.path])
        #expect(list.split(separator: "\n").count == 2, "\(list)")
    }
}

/// Results written from concurrent iterations.
final class SymbolRenderResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [CGImage?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ image: CGImage?) { lock.withLock { storage[i] = image } }
    var values: [CGImage?] { lock.withLock { storage } }
}

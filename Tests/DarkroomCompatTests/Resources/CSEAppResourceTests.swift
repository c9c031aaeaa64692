import DarkroomCompat
import Foundation
import Testing

/// A public app's views (the CSE app's content-blocker screen, ThirdParty/CSE/SOURCE.md) rendered with
/// the app's own asset catalog and string catalog, in light and dark, standard and increased
/// contrast, and in several languages.
@Suite("A public app's catalogs")
struct CSEAppResourceTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ThirdParty/CSE")

    /// The translations the app's string catalog holds, read with JSONSerialization: the oracle.
    static func translation(_ key: String, _ language: String) throws -> String {
        let data = try Data(contentsOf: app.appendingPathComponent("Localizable.xcstrings"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: Any])
        let entry = try #require(strings[key] as? [String: Any])
        let localizations = entry["localizations"] as? [String: Any] ?? [:]
        guard let unit = (localizations[language] as? [String: Any])?["stringUnit"] as? [String: Any] else {
            return key
        }
        return try #require(unit["value"] as? String)
    }

    static func options(_ language: String, _ scheme: ColorScheme, contrast: ColorSchemeContrast = .standard)
        -> RenderOptions
    {
        var options = RenderOptions(proposedSize: ProposedViewSize(width: 390, height: 844), scale: 2)
        options.environment.locale = Locale(identifier: language)
        options.environment.colorScheme = scheme
        options.environment.colorSchemeContrast = contrast
        options.environment.appResources = AppResources(folder: app)
        return options
    }

    @Test(arguments: [("en", ColorScheme.light), ("de", .dark), ("ja", .light), ("fr", .dark)])
    func screenShowsTheCatalogsTranslations(language: String, scheme: ColorScheme) throws {
        let placed = try ViewRenderer(options: Self.options(language, scheme)).layout(CSEContentBlockerView())
        let texts = placed.all(named: "Text").compactMap(\.text)
        for key in ["CSE Content Blocker", "Known Issues", "What is CSE Content Blocker?", "And more...",
                    "Open Settings"] {
            let expected = try Self.translation(key, language)
            #expect(texts.contains(expected), "\(language): \(expected) not among \(texts)")
        }
        if language != "en" { #expect(!texts.contains("Known Issues")) }
    }

    /// The "Open Settings" label is drawn in `.accent`: the catalog's AccentColor for the appearance.
    @Test(arguments: [
        (ColorScheme.light, ColorSchemeContrast.standard, (0x33, 0x66, 0xFF)),
        (.dark, .standard, (0x33, 0x99, 0xFF)),
        (.light, .increased, (0x00, 0x20, 0xFF)),
        (.dark, .increased, (0x90, 0xC0, 0xFF)),
    ])
    func accentColorFollowsAppearanceAndContrast(
        scheme: ColorScheme, contrast: ColorSchemeContrast, rgb: (Int, Int, Int)
    ) throws {
        let renderer = ViewRenderer(options: Self.options("en", scheme, contrast: contrast))
        let view = CSEContentBlockerView()
        let placed = try renderer.layout(view)
        let label = try #require(placed.first { $0.name == "Text" && $0.text == "Open Settings" })
        let image = try renderer.image(view)
        var hits = 0
        for y in Int(label.frame.minY * 2)..<Int(label.frame.maxY * 2) {
            for x in Int(label.frame.minX * 2)..<Int(label.frame.maxX * 2) {
                if image.matches(x: x, y: y, rgb.0, rgb.1, rgb.2, 255, tolerance: 2) { hits += 1 }
            }
        }
        #expect(hits > 20, "\(hits) pixels of the accent colour in the label")
    }

    /// The image set draws the catalog's PNG: the same pixels as the decoded file drawn at that frame.
    @Test func imageSetDrawsTheCatalogsPicture() throws {
        let renderer = ViewRenderer(options: Self.options("en", .light))
        let placed = try renderer.layout(CSEContentBlockerView())
        let frame = try #require(placed.first { $0.name == "Image" && $0.frame.width == 60 }?.frame)
        let screen = try renderer.image(CSEContentBlockerView())
        let png = Self.app.appendingPathComponent(
            "Assets.xcassets/cse-content-blocker.imageset/cse-content-blocker.png")
        let decoded = try #require(UIImage(contentsOfFile: png.path)?.cgImage)
        let alone = try ViewRenderer(options: RenderOptions(scale: 2)).image(
            Image(decorative: decoded, scale: 1).resizable().frame(width: 60, height: 60))
        var total = 0, count = 0
        for y in stride(from: 4, to: 116, by: 3) {
            for x in stride(from: 4, to: 116, by: 3) {
                let a = try #require(alone.rgba8(x: x, y: y))
                let b = try #require(screen.rgba8(x: Int(frame.minX * 2) + x, y: Int(frame.minY * 2) + y))
                guard a.a == 255 else { continue }
                total += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
                count += 1
            }
        }
        #expect(count > 100)
        #expect(Double(total) / Double(max(count, 1)) < 6, "mean difference \(Double(total) / Double(max(count, 1)))")
    }

    /// The widget's symbol set is drawn like a system symbol, in the foreground style.
    @Test func symbolSetDrawsLikeASymbol() throws {
        var options = Self.options("en", .light)
        options.proposedSize = .unspecified
        options.environment.appResources = AppResources(
            folder: Self.app.appendingPathComponent("WidgetAssets.xcassets"))
        let symbol = Image("cse").foregroundStyle(Color.red)
        let placed = try ViewRenderer(options: options).layout(symbol)
        // The template's glyph is 70 units tall and 91 between its margins at 100 points, drawn from
        // its small variant (0.783 of medium): at the body font's 17 points, 15.2 × 19.7 points.
        #expect(abs(placed.frame.height - 15.2) < 0.3, "\(placed.frame)")
        #expect(abs(placed.frame.width - 19.7) < 0.3, "\(placed.frame)")
        let image = try ViewRenderer(options: options).image(symbol)
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.matches(x: x, y: y, 255, 59, 48, 255) { red += 1 }
        }
        #expect(red > 40)
    }

    /// The catalog copied into a SwiftPM resource bundle (`.copy("Assets.xcassets")`) is found
    /// through that bundle, by SwiftUI's and UIKit's look-ups.
    @Test func catalogInAResourceBundle() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-bundle-\(UUID().uuidString)")
        let resources = root.appendingPathComponent("App_App.resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: Self.app.appendingPathComponent("Assets.xcassets"),
                                         to: resources.appendingPathComponent("Assets.xcassets"))
        let bundle = try #require(Bundle(path: root.path))
        let image = try #require(UIImage(named: "cse-content-blocker", in: bundle, compatibleWith: nil))
        #expect(image.size == CGSize(width: 256, height: 256))
        let accent = try #require(UIColor(named: "AccentColor", in: bundle, compatibleWith: nil))
        #expect(accent.rgba == RGBA(hex: 0x3366FF))
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba == RGBA(hex: 0x3399FF))
        let placed = try ViewRenderer().layout(Image("cse-content-blocker", bundle: bundle))
        #expect(placed.frame.size == CGSize(width: 256, height: 256))
        #expect(UIImage(named: "no-such-image", in: bundle, compatibleWith: nil) == nil)
    }
}

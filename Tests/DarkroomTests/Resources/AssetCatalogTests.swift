import Foundation
import Testing
@testable import Darkroom

@Suite("Asset catalogs")
struct AssetCatalogTests {
    static func render<V: View>(_ view: V, _ fixture: ResourceFixture, scheme: ColorScheme = .light,
                                contrast: ColorSchemeContrast = .standard, scale: CGFloat = 1) throws -> CGImage {
        var options = RenderOptions(scale: scale)
        options.environment.appResources = AppResources(folder: fixture.root)
        options.environment.colorScheme = scheme
        options.environment.colorSchemeContrast = contrast
        return try ViewRenderer(options: options).image(view)
    }

    static func pixel(_ image: CGImage, _ x: Int = 1, _ y: Int = 1) throws -> (Int, Int, Int, Int) {
        let p = try #require(image.rgba8(x: x, y: y))
        return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    @Test func colorComponentsInEveryNotationAndAppearance() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        // Floats, 0–255 integers and hex, as Xcode's colour editor writes them.
        try fixture.write("Assets.xcassets/Brand.colorset/Contents.json", ResourceFixture.colorSet([
            ("", "srgb", "1.000", "0.500", "0.000", "1.000"),
            (ResourceFixture.dark, "srgb", "0", "128", "255", "1.000"),
            (ResourceFixture.highContrast, "srgb", "0x10", "0x20", "0x30", "1.000"),
            ("\(ResourceFixture.dark),\(ResourceFixture.highContrast)", "srgb", "0xFF", "0xFF", "0x00", "0.500"),
        ]))
        let swatch = Color("Brand").frame(width: 4, height: 4)
        #expect(try Self.pixel(Self.render(swatch, fixture)) == (255, 128, 0, 255))
        #expect(try Self.pixel(Self.render(swatch, fixture, scheme: .dark)) == (0, 128, 255, 255))
        #expect(try Self.pixel(Self.render(swatch, fixture, contrast: .increased)) == (16, 32, 48, 255))
        let both = try Self.pixel(Self.render(swatch, fixture, scheme: .dark, contrast: .increased))
        #expect(both.3 == 128 && both.0 == 255 && both.1 == 255 && both.2 == 0)
    }

    @Test func displayP3AndGrayAreConvertedToSRGB() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        try fixture.write("A.xcassets/P3.colorset/Contents.json",
                          ResourceFixture.colorSet([("", "display-p3", "1.000", "0.000", "0.000", "1.000")]))
        try fixture.write("A.xcassets/Gray.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "gray-gamma-22",
              "components" : { "white" : "0.500", "alpha" : "1.000" } }, "idiom" : "universal" } ] }
            """)
        try fixture.write("A.xcassets/System.colorset/Contents.json", """
            { "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBlueColor" },
              "idiom" : "universal" } ] }
            """)
        // P3's pure red is out of sRGB's gamut: clamped to sRGB red.
        #expect(try Self.pixel(Self.render(Color("P3").frame(width: 4, height: 4), fixture)) == (255, 0, 0, 255))
        // Gray gamma 2.2 at 0.5 is sRGB 0.504 (the two curves nearly agree at mid-gray).
        let gray = try Self.pixel(Self.render(Color("Gray").frame(width: 4, height: 4), fixture))
        #expect(abs(gray.0 - 128) <= 1 && gray.0 == gray.1)
        let blue = Color("System").frame(width: 4, height: 4)
        #expect(try Self.pixel(Self.render(blue, fixture)) == (0, 122, 255, 255))
        #expect(try Self.pixel(Self.render(blue, fixture, scheme: .dark)) == (10, 132, 255, 255))
    }

    @Test func malformedSetsAreSkippedAndListed() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        try fixture.write("Bad.xcassets/Broken.colorset/Contents.json", "{ \"colors\" : [ { \"color\" : ")
        try fixture.write("Bad.xcassets/Words.colorset/Contents.json",
                          ResourceFixture.colorSet([("", "srgb", "red", "0", "0", "1")]))
        try fixture.write("Bad.xcassets/Good.colorset/Contents.json",
                          ResourceFixture.colorSet([("", "srgb", "0", "0", "0", "1.000")]))
        try fixture.write("Bad.xcassets/Empty.imageset/Contents.json", "{ \"images\" : [] }")
        let catalog = try AssetCatalog(contentsOf: fixture.root.appendingPathComponent("Bad.xcassets"))
        #expect(catalog.colorNames == ["Good"])
        #expect(catalog.problems.count == 3)
        #expect(catalog.problems.contains { if case .malformedContents = $0 { true } else { false } })
        #expect(catalog.problems.contains { if case .invalidColor = $0 { true } else { false } })
        #expect(throws: AssetCatalogError.self) {
            try AssetCatalog(contentsOf: fixture.root.appendingPathComponent("Missing.xcassets"))
        }
        // A broken set draws as a missing colour (clear), the render goes on.
        #expect(try Self.pixel(Self.render(Color("Broken").frame(width: 4, height: 4), fixture)).3 == 0)
    }

    @Test func namespacedGroupsPrefixNames() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        try fixture.write("A.xcassets/Brand/Contents.json", "{ \"properties\" : { \"provides-namespace\" : true } }")
        try fixture.write("A.xcassets/Brand/Main.colorset/Contents.json",
                          ResourceFixture.colorSet([("", "srgb", "0", "1.000", "0", "1.000")]))
        try fixture.write("A.xcassets/Plain/Other.colorset/Contents.json",
                          ResourceFixture.colorSet([("", "srgb", "0", "0", "1.000", "1.000")]))
        let catalog = try AssetCatalog(contentsOf: fixture.root.appendingPathComponent("A.xcassets"))
        #expect(catalog.colorNames == ["Brand/Main", "Other"])
        #expect(
            try Self.pixel(Self.render(Color("Brand/Main").frame(width: 4, height: 4), fixture)) == (0, 255, 0, 255))
    }

    @Test func imageSetsPickScaleAndAppearance() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        func png(_ color: Color, _ side: CGFloat) throws -> Data {
            try ViewRenderer().pngData(color.frame(width: side, height: side))
        }
        try fixture.write("A.xcassets/Logo.imageset/l1.png", png(.red, 10))
        try fixture.write("A.xcassets/Logo.imageset/l2.png", png(.green, 20))
        try fixture.write("A.xcassets/Logo.imageset/l3.png", png(.blue, 30))
        try fixture.write("A.xcassets/Logo.imageset/d2.png", png(.black, 20))
        try fixture.write("A.xcassets/Logo.imageset/Contents.json", """
            { "images" : [
              { "filename" : "l1.png", "idiom" : "universal", "scale" : "1x" },
              { "filename" : "l2.png", "idiom" : "universal", "scale" : "2x" },
              { "appearances" : [ \(ResourceFixture.dark) ], "filename" : "d2.png", "idiom" : "universal", "scale" : "2x" },
              { "filename" : "l3.png", "idiom" : "universal", "scale" : "3x" } ] }
            """)
        for (scale, rgb) in [(1.0, (255, 59, 48)), (2.0, (52, 199, 89)), (3.0, (0, 122, 255))] {
            let image = try Self.render(Image("Logo"), fixture, scale: scale)
            // Every variant is 10 points wide.
            #expect(image.width == Int(10 * scale))
            let p = try Self.pixel(image, 5, 5)
            #expect((p.0, p.1, p.2) == rgb, "@\(scale)x")
        }
        let dark = try Self.render(Image("Logo"), fixture, scheme: .dark, scale: 2)
        #expect(try Self.pixel(dark, 5, 5) == (0, 0, 0, 255))
        // At 1.5 the next larger file is drawn.
        let between = try Self.render(Image("Logo"), fixture, scale: 1.5)
        #expect(try Self.pixel(between, 5, 5).1 == 199)
    }

    @Test func templateImagesTakeTheForegroundStyle() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        try fixture.write(
            "A.xcassets/Mark.imageset/m.png", ViewRenderer().pngData(Color.black.frame(width: 8, height: 8)))
        try fixture.write(
            "A.xcassets/Mark.imageset/Contents.json",
            """
            { "images" : [ { "filename" : "m.png", "idiom" : "universal" } ],
              "properties" : { "template-rendering-intent" : "template" } }
            """)
        let tinted = try Self.render(Image("Mark").foregroundStyle(Color.red), fixture)
        #expect(try Self.pixel(tinted, 4, 4) == (255, 59, 48, 255))
        let original = try Self.render(Image("Mark").renderingMode(.original).foregroundStyle(Color.red), fixture)
        #expect(try Self.pixel(original, 4, 4) == (0, 0, 0, 255))
    }

    @Test func vectorImagesAreDrawnAtTheirSize() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        try fixture.write("A.xcassets/Dot.imageset/dot.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
            <rect x="0" y="0" width="10" height="10" fill="#00ff00"/><rect x="10" y="0" width="10" height="10" fill="#0000ff"/>
            </svg>
            """)
        try fixture.write("A.xcassets/Dot.imageset/Contents.json", """
            { "images" : [ { "filename" : "dot.svg", "idiom" : "universal" } ],
              "properties" : { "preserves-vector-representation" : true } }
            """)
        let pdf = fixture.root.appendingPathComponent("A.xcassets/Page.imageset/page.pdf")
        try FileManager.default.createDirectory(at: pdf.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ViewRenderer().writePDF(HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 30, height: 12), to: pdf)
        try fixture.write("A.xcassets/Page.imageset/Contents.json",
                          "{ \"images\" : [ { \"filename\" : \"page.pdf\", \"idiom\" : \"universal\" } ] }")
        let svg = try Self.render(Image("Dot"), fixture, scale: 3)
        #expect(svg.width == 60 && svg.height == 30)
        #expect(try Self.pixel(svg, 10, 15) == (0, 255, 0, 255))
        #expect(try Self.pixel(svg, 50, 15) == (0, 0, 255, 255))
        // Preserved vector data: redrawn sharp at the size it is shown.
        let big = try Self.render(Image("Dot").resizable().frame(width: 200, height: 100), fixture)
        #expect(try Self.pixel(big, 99, 50) == (0, 255, 0, 255))
        #expect(try Self.pixel(big, 101, 50) == (0, 0, 255, 255))
        let page = try Self.render(Image("Page"), fixture, scale: 2)
        #expect(page.width == 60 && page.height == 24)
        #expect(try Self.pixel(page, 10, 12) == (255, 59, 48, 255))
        #expect(try Self.pixel(page, 50, 12) == (0, 122, 255, 255))
    }

    @Test func accentColorComesFromTheCatalog() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        let swatch = Color.accentColor.frame(width: 4, height: 4)
        // Without a catalog: system blue.
        #expect(try Self.pixel(Self.render(swatch, fixture)) == (0, 122, 255, 255))
        try fixture.write("App/Assets.xcassets/AccentColor.colorset/Contents.json",
                          ResourceFixture.colorSet([("", "srgb", "0x80", "0x00", "0x80", "1.000")]))
        let fresh = try ResourceFixture()
        defer { fresh.remove() }
        try FileManager.default.copyItem(at: fixture.root.appendingPathComponent("App"),
                                         to: fresh.root.appendingPathComponent("App"))
        #expect(try Self.pixel(Self.render(swatch, fresh)) == (128, 0, 128, 255))
        #expect(try Self.pixel(Self.render(swatch, fresh, scheme: .dark)) == (128, 0, 128, 255))
    }
}

@Suite("Generated asset symbols")
struct AssetSymbolSourceTests {
    @Test(arguments: [
        ("AccentColor", "Color", "accent"), ("BrandPrimary", "Color", "brandPrimary"),
        ("cse-content-blocker", "Image", "cseContentBlocker"), ("Brand/Primary", "Color", "brandPrimary"),
        ("3d_logo", "Image", "_3dLogo"), ("hero image", "Image", "hero"), ("Color", "Color", "color"),
    ])
    func namesFollowXcodesRule(name: String, suffix: String, symbol: String) {
        #expect(AssetCatalog.symbolName(name, dropping: suffix) == symbol)
    }

    @Test func sourceDeclaresEverySet() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        try fixture.write("A.xcassets/AccentColor.colorset/Contents.json",
                          ResourceFixture.colorSet([("", "srgb", "0", "0", "0", "1.000")]))
        try fixture.write("A.xcassets/Logo.imageset/Contents.json",
                          "{ \"images\" : [ { \"filename\" : \"l.png\", \"idiom\" : \"universal\" } ] }")
        let source = try AssetCatalog(contentsOf: fixture.root.appendingPathComponent("A.xcassets"))
            .generatedSymbolsSource(bundle: .main)
        #expect(source.contains("static let accent = ColorResource(name: \"AccentColor\", bundle: resourceBundle)"))
        #expect(source.contains("extension ShapeStyle where Self == Color {"))
        #expect(source.contains("static let logo = ImageResource(name: \"Logo\", bundle: resourceBundle)"))
        #expect(source.contains("private let resourceBundle = Foundation.Bundle.main"))
        #expect(source.hasPrefix("// The asset symbols Xcode generates for A.xcassets"))
    }
}

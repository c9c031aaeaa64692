import Foundation
import Testing
@testable import Darkroom

@Suite("String tables")
struct StringTableTests {
    static func texts<V: View>(_ view: V, _ fixture: ResourceFixture, _ language: String) throws -> [String] {
        var options = RenderOptions()
        options.environment.appResources = AppResources(folder: fixture.root)
        options.environment.locale = Locale(identifier: language)
        return try ViewRenderer(options: options).layout(view).all(named: "Text").compactMap(\.text)
    }

    static let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "welcome_title" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bienvenue" } },
            "pt" : { "stringUnit" : { "state" : "translated", "value" : "Bem-vindo" } } } },
          "Hello, %@!" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo, %@!" } } } },
          "%lld files" : { "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } } } },
          "tap_hint" : { "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Open" } } } } } } },
          "%@ has %lld apples" : { "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ a %2$#@apples@" },
              "substitutions" : { "apples" : { "argNum" : 2, "formatSpecifier" : "lld",
                "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg pomme" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg pommes" } } } } } } } } },
          "Only in source" : { }
        } }
        """

    @Test func stringCatalogTranslatesPerLocale() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        try fixture.write("Localizable.xcstrings", Self.catalog)
        let view = VStack { Text("welcome_title"); Text("Only in source"); Text("not_in_any_table") }
        #expect(try Self.texts(view, fixture, "en") == ["Welcome", "Only in source", "not_in_any_table"])
        #expect(try Self.texts(view, fixture, "fr_FR").first == "Bienvenue")
        // Regional language falls back to its base; an untranslated language to the source language.
        #expect(try Self.texts(view, fixture, "pt-BR").first == "Bem-vindo")
        #expect(try Self.texts(view, fixture, "ja").first == "Welcome")
    }

    @Test func interpolationsMakeFormatKeysAndChoosePlurals() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        try fixture.write("Localizable.xcstrings", Self.catalog)
        let name = "Ana"
        #expect(try Self.texts(Text("Hello, \(name)!"), fixture, "de") == ["Hallo, Ana!"])
        #expect(try Self.texts(Text("Hello, \(name)!"), fixture, "en") == ["Hello, Ana!"])
        for (n, en, ru) in [(1, "1 file", "1 файл"), (3, "3 files", "3 файла"), (5, "5 files", "5 файлов"),
                            (21, "21 files", "21 файл")] {
            #expect(try Self.texts(Text("\(n) files"), fixture, "en") == [en])
            #expect(try Self.texts(Text("\(n) files"), fixture, "ru") == [ru])
        }
        let apples = 1, more = 4
        #expect(try Self.texts(Text("\(name) has \(apples) apples"), fixture, "fr") == ["Ana a 1 pomme"])
        #expect(try Self.texts(Text("\(name) has \(more) apples"), fixture, "fr") == ["Ana a 4 pommes"])
        #expect(try Self.texts(Text("tap_hint"), fixture, "en") == ["Tap to open"])
    }

    @Test func stringsAndStringsDictInLprojFolders() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        // UTF-16 with a byte-order mark, comments and escapes, as older Xcode projects have.
        let strings = "/* Title */\n\"greeting\" = \"Guten Tag\";\n// line\n\"quote\" = \"Sag \\\"Hallo\\\"\\n\";\n"
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(strings.data(using: .utf16LittleEndian)!)
        try fixture.write("de.lproj/Localizable.strings", utf16)
        try fixture.write("en.lproj/Localizable.strings", "\"greeting\" = \"Good day\";")
        try fixture.write("de.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>%lld photos</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@photos@</string>
                <key>photos</key><dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>lld</string>
                  <key>zero</key><string>Keine Fotos</string>
                  <key>one</key><string>Ein Foto</string>
                  <key>other</key><string>%lld Fotos</string>
                </dict>
              </dict>
            </dict></plist>
            """)
        try fixture.write("fr.lproj/Other.strings", "\"greeting\" = \"Bonjour\";")
        #expect(try Self.texts(Text("greeting"), fixture, "de") == ["Guten Tag"])
        #expect(try Self.texts(Text("quote"), fixture, "de") == ["Sag \"Hallo\"\n"])
        #expect(try Self.texts(Text("greeting"), fixture, "it") == ["Good day"])
        #expect(try Self.texts(Text("greeting", tableName: "Other"), fixture, "fr") == ["Bonjour"])
        for (n, expected) in [(0, "Keine Fotos"), (1, "Ein Foto"), (7, "7 Fotos")] {
            #expect(try Self.texts(Text("\(n) photos"), fixture, "de") == [expected])
        }
    }

    @Test func stringLocalizedUsesTheRendersLocale() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        try fixture.write("Localizable.xcstrings", Self.catalog)
        struct Greeting: View {
            var body: some View { Text(String(localized: "welcome_title")) }
        }
        #expect(try Self.texts(Greeting(), fixture, "fr") == ["Bienvenue"])
        let count = 2
        let resource = LocalizedStringResource("\(count) files")
        #expect(try Self.texts(Text(resource), fixture, "ru") == ["2 файла"])
        // Outside a render: the explicit locale, the given folder.
        var environment = EnvironmentValues()
        environment.appResources = AppResources(folder: fixture.root)
        let outside = EnvironmentValues.$current.withValue(environment) {
            (String(localized: "welcome_title", locale: Locale(identifier: "fr")),
             String(localized: "welcome_title"),
             String(localized: "missing_key", defaultValue: "Fallback"))
        }
        #expect(outside.0 == "Bienvenue" && outside.1 == "Welcome" && outside.2 == "Fallback")
    }

    @Test func markdownAndStyledInterpolationsSurviveTranslation() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        try fixture.write("de.lproj/Localizable.strings", "\"Read **%@** now\" = \"Lies jetzt **%@**\";")
        let title = Text("Docs").italic()
        let texts = try Self.texts(Text("Read **\(title)** now"), fixture, "de")
        #expect(texts == ["Lies jetzt Docs"])
    }

    @Test(arguments: [
        ("en", 1.0, "one"), ("en", 2.0, "other"), ("fr", 0.0, "one"), ("fr", 1.0, "one"), ("fr", 2.0, "other"),
        ("ru", 1.0, "one"), ("ru", 2.0, "few"), ("ru", 5.0, "many"), ("ru", 11.0, "many"), ("ru", 22.0, "few"),
        ("pl", 1.0, "one"), ("pl", 3.0, "few"), ("pl", 12.0, "many"), ("ar", 0.0, "zero"), ("ar", 2.0, "two"),
        ("ar", 5.0, "few"), ("ar", 11.0, "many"), ("ar", 100.0, "other"), ("ja", 1.0, "other"), ("cs", 3.0, "few"),
    ])
    func pluralRules(language: String, number: Double, category: String) {
        #expect(PluralRules.category(of: number, language: language) == category)
    }
}

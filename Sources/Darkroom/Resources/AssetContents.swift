import Foundation

/// The parts of an asset set's `Contents.json` Darkroom reads, as Xcode writes them.
///
/// Every field is optional: Xcode versions and generators differ in what they write, and a field
/// Darkroom does not know is ignored rather than failing the set.
struct AssetContents: Decodable {
    var colors: [Entry]?
    var images: [Entry]?
    var symbols: [Entry]?
    var data: [Entry]?
    var properties: Properties?

    /// One variant of an asset: a file or a colour, and the traits it is for.
    struct Entry: Decodable {
        var filename: String?
        var idiom: String?
        var scale: String?
        var size: String?
        var platform: String?
        var locale: String?
        var appearances: [Appearance]?
        var color: ColorValue?
        var displayGamut: String?
        var universalTypeIdentifier: String?

        enum CodingKeys: String, CodingKey {
            case filename, idiom, scale, size, platform, locale, appearances, color
            case displayGamut = "display-gamut"
            case universalTypeIdentifier = "universal-type-identifier"
        }
    }

    /// A trait an entry is for: `luminosity` (`light`, `dark`, `any`) or `contrast` (`high`).
    struct Appearance: Decodable {
        var appearance: String
        var value: String
    }

    /// A colour as Xcode stores it: components in a named colour space, or a reference to a
    /// system colour (`"platform": "ios", "reference": "systemBlueColor"`).
    struct ColorValue: Decodable {
        var colorSpace: String?
        var components: [String: ComponentValue]?
        var reference: String?
        var platform: String?

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space"
            case components, reference, platform
        }
    }

    /// A colour component as written: a string (`"0.500"`, `"128"`, `"0x80"`) or, from some
    /// generators, a JSON number.
    struct ComponentValue: Decodable {
        var text: String

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else {
                let number = try container.decode(Double.self)
                // A JSON number above 1 is on the 0–255 scale; at or below 1 it is a fraction.
                text = number > 1 && number == number.rounded() ? String(Int(number)) : String(number)
                if number <= 1 && !text.contains(".") { text += ".0" }
            }
        }
    }

    /// Set-wide properties.
    struct Properties: Decodable {
        var templateRenderingIntent: String?
        var preservesVectorRepresentation: Bool?
        var providesNamespace: Bool?
        var localizable: Bool?

        enum CodingKeys: String, CodingKey {
            case templateRenderingIntent = "template-rendering-intent"
            case preservesVectorRepresentation = "preserves-vector-representation"
            case providesNamespace = "provides-namespace"
            case localizable
        }
    }

    /// Reads a `Contents.json`; a typed error when it is missing or not the expected JSON.
    static func read(_ url: URL) throws(AssetCatalogError) -> AssetContents {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .missingContents(url.deletingLastPathComponent())
        }
        do {
            return try JSONDecoder().decode(AssetContents.self, from: data)
        } catch let error as DecodingError {
            throw .malformedContents(url, reason: Self.describe(error))
        } catch {
            throw .malformedContents(url, reason: "\(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): context.debugDescription
        case .keyNotFound(let key, _): "missing key \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        @unknown default: "\(error)"
        }
    }
}

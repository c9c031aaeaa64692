import DarkroomCompat
import Foundation

/// One cell of the variant matrix: a named set of environment changes (`dark`, `accessibility3`, `rtl`,
/// `boldText`, `locale=ar_EG`, or several joined with `+`, such as `dark+rtl`).
public struct PreviewVariant: Hashable, Sendable, Codable {
    /// The name as given; it is also the variant's part of the image file name.
    public var name: String

    /// The variant named `name`; `nil` with the reason when a part is not a known variant.
    public init(parsing name: String) throws {
        for part in name.split(separator: "+") where !Self.isKnown(String(part)) {
            throw PreviewsError("unknown variant '\(part)': use light, dark, ltr, rtl, boldText, locale=xx_YY or "
                                + "a Dynamic Type size (" + Self.dynamicTypeNames.joined(separator: ", ") + ")")
        }
        self.name = name
    }

    /// The default: light, left to right, the large Dynamic Type size, the fixed `en_US` locale.
    public static let light = PreviewVariant(unchecked: "light")

    init(unchecked name: String) { self.name = name }

    /// Dynamic Type sizes by their variant names, as Xcode's canvas lists them.
    static let dynamicTypeSizes: [(String, DynamicTypeSize)] = [
        ("xSmall", .xSmall), ("small", .small), ("medium", .medium), ("large", .large), ("xLarge", .xLarge),
        ("xxLarge", .xxLarge), ("xxxLarge", .xxxLarge), ("accessibility1", .accessibility1),
        ("accessibility2", .accessibility2), ("accessibility3", .accessibility3),
        ("accessibility4", .accessibility4), ("accessibility5", .accessibility5),
    ]
    static var dynamicTypeNames: [String] { dynamicTypeSizes.map(\.0) }

    static func isKnown(_ part: String) -> Bool {
        ["light", "dark", "ltr", "rtl", "boldText"].contains(part) || dynamicTypeNames.contains(part)
            || (part.hasPrefix("locale=") && part.count > 7)
    }

    /// The colour scheme the variant asks for, if any.
    var colorScheme: ColorScheme? {
        parts.contains("dark") ? .dark : parts.contains("light") ? .light : nil
    }

    private var parts: [String] { name.split(separator: "+").map(String.init) }

    /// The environment of a render in this variant: fixed locale, time zone and calendar unless the variant
    /// sets a locale, so every machine draws the same pixels.
    func apply(to environment: inout EnvironmentValues) {
        var locale = Locale(identifier: "en_US")
        for part in parts {
            if let size = Self.dynamicTypeSizes.first(where: { $0.0 == part })?.1 { environment.dynamicTypeSize = size }
            switch part {
            case "dark": environment.colorScheme = .dark
            case "light": environment.colorScheme = .light
            case "rtl": environment.layoutDirection = .rightToLeft
            case "ltr": environment.layoutDirection = .leftToRight
            case "boldText": environment.legibilityWeight = .bold
            default:
                if part.hasPrefix("locale=") { locale = Locale(identifier: String(part.dropFirst(7))) }
            }
        }
        environment.locale = locale
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = TimeZone(identifier: "UTC")!
        environment.calendar = calendar
        environment.timeZone = TimeZone(identifier: "UTC")!
    }
}

/// An error `darkroom previews` reports to the person running it.
public struct PreviewsError: Error, CustomStringConvertible {
    /// What went wrong, in a sentence.
    public var description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

import Foundation

/// The key of a localized string, built with interpolation as SwiftUI's literals are.
///
/// `Text` looks the key up in the app's string tables (see ``AppResources``) in the
/// environment's locale when it is drawn, as SwiftUI does: an interpolated literal's key is its
/// format (`"%lld items"`, `"Hello, %@"`), each interpolation written with the specifier SwiftUI
/// gives its type. Without a translation the text is the literal itself. Markdown in the
/// literal parts (and in the translation) is applied by `Text`; interpolated strings are kept
/// verbatim and interpolated `Text` values keep their styling.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The literal with each interpolation replaced by a private-use placeholder character.
    let template: String
    /// What each placeholder stands for.
    let arguments: [Argument]
    enum Argument: Hashable, Sendable {
        /// A value as text, the format specifier SwiftUI's key gives it, and its number if it is one.
        case string(String, specifier: String = "%@", number: Double? = nil)
        case text(TextBox)
    }
    /// Holds an interpolated `Text` (not `Sendable` itself: it carries colours and fonts only).
    struct TextBox: Hashable, @unchecked Sendable {
        let text: Text
        static func == (l: TextBox, r: TextBox) -> Bool { l.text == r.text }
        func hash(into h: inout Hasher) { h.combine(text.segments.map(\.string)) }
    }

    /// The plain text of the key, interpolations substituted.
    var key: String {
        var out = ""
        for scalar in template.unicodeScalars {
            if let i = LocalizedStringKey.placeholderIndex(scalar), i < arguments.count {
                switch arguments[i] {
                case .string(let s, _, _): out += s
                case .text(let t): out += t.text.segments.map(\.string).joined()
                }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The key string tables list it under: the literal with each interpolation's specifier
    /// (`%@`, `%lld`, `%lf`…), and `%` written `%%`, as Xcode extracts it.
    var tableKey: String {
        guard !arguments.isEmpty else { return template }
        var out = ""
        for scalar in template.unicodeScalars {
            if let i = LocalizedStringKey.placeholderIndex(scalar), i < arguments.count {
                switch arguments[i] {
                case .string(_, let specifier, _): out += specifier
                case .text: out += "%@"
                }
            } else {
                if scalar == "%" { out += "%" }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static let placeholderBase: UInt32 = 0xF0000  // Supplementary Private Use Area-A
    static func placeholderIndex(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= placeholderBase && scalar.value < placeholderBase + 0xFFFD
            ? Int(scalar.value - placeholderBase) : nil
    }
    static func placeholder(_ index: Int) -> String {
        String(Unicode.Scalar(placeholderBase + UInt32(index))!)
    }

    /// A key from a string, without interpolations.
    public init(_ value: String) { template = value; arguments = [] }
    init(template: String, arguments: [Argument]) { self.template = template; self.arguments = arguments }

    /// The key translated for `environment` (its locale and resources) through `bundle`'s (or
    /// the main bundle's) table `tableName`; `nil` when no table has it.
    func localized(tableName: String?, bundle: Bundle?, in environment: EnvironmentValues,
                   key lookupKey: String? = nil) -> LocalizedStringKey? {
        let language = LocaleLanguage.identifier(of: environment.locale)
        guard let entry = ResourceLibrary.localizedEntry(lookupKey ?? tableKey, table: tableName, bundle: bundle,
                                                         language: language, resources: environment.appResources)
        else { return nil }
        let formatter = LocalizedFormatter(
            arguments: arguments.enumerated().map { i, argument in
                switch argument {
                case .string(let text, let specifier, let number):
                    let digits = specifier.contains("f") || specifier.contains("g") || specifier.contains("e")
                        ? text.split(separator: ".").dropFirst().first.map { $0.filter(\.isNumber).count } ?? 0 : 0
                    return LocalizedFormatter.Argument(text: text, number: number, fractionDigits: digits,
                                                       object: LocalizedStringKey.placeholder(i))
                case .text(let box):
                    return LocalizedFormatter.Argument(text: box.text.segments.map(\.string).joined(),
                                                       object: LocalizedStringKey.placeholder(i))
                }
            },
            language: language, device: environment.platformIdiom == .tv ? "appletv" : "iphone")
        // The translation's `%` specifiers become placeholders again, so interpolated `Text`
        // keeps its style and interpolated strings stay out of Markdown.
        return LocalizedStringKey(template: formatter.format(entry), arguments: arguments)
    }
    public init(stringLiteral value: String) { template = value; arguments = [] }
    public init(stringInterpolation: StringInterpolation) {
        template = stringInterpolation.output; arguments = stringInterpolation.arguments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var arguments: [Argument] = []
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity * 2) }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        private mutating func append(_ argument: Argument) {
            output.unicodeScalars.append(Unicode.Scalar(LocalizedStringKey.placeholderBase + UInt32(arguments.count))!)
            arguments.append(argument)
        }
        /// Inserts a string.
        public mutating func appendInterpolation(_ string: String) { append(.string(string)) }
        /// Inserts any value, as `String(describing:)` writes it; numbers take the specifier SwiftUI's
        /// key gives them (`%lf` for `Double`, `%f` for `Float`).
        public mutating func appendInterpolation<T>(_ value: T) {
            let text = String(describing: value)
            switch value {
            case let d as Double: append(.string(text, specifier: "%lf", number: d))
            case let f as Float: append(.string(text, specifier: "%f", number: Double(f)))
            case let c as CGFloat: append(.string(text, specifier: "%lf", number: Double(c)))
            default: append(.string(text))
            }
        }
        /// Inserts an integer (`%lld` in the key, `%llu` when unsigned, `%d`/`%u` for the 32-bit and smaller types).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            let wide = value.bitWidth >= 64
            let specifier = T.isSigned ? (wide ? "%lld" : "%d") : (wide ? "%llu" : "%u")
            append(.string(String(value), specifier: specifier, number: Double(value)))
        }
        /// Inserts a number formatted with a `printf` specifier such as `%.2f`.
        public mutating func appendInterpolation<F: BinaryFloatingPoint & CVarArg>(_ value: F, specifier: String) {
            append(.string(String(format: specifier, value), specifier: specifier, number: Double(value)))
        }
        /// Inserts a value formatted by a `FormatStyle`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            append(.string(format.format(input)))
        }
        /// Inserts a `Text`, keeping its styling.
        public mutating func appendInterpolation(_ text: Text) { append(.text(TextBox(text: text))) }
    }
}

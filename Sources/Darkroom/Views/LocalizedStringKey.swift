import Foundation

/// The key of a localized string: in Darkroom, the string itself, built with
/// interpolation as SwiftUI's literals are. Markdown in the literal parts is
/// applied by `Text`; interpolated strings are kept verbatim and interpolated
/// `Text` values keep their styling.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The literal with each interpolation replaced by a private-use placeholder character.
    let template: String
    /// What each placeholder stands for.
    let arguments: [Argument]
    enum Argument: Hashable, Sendable {
        case string(String)
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
                case .string(let s): out += s
                case .text(let t): out += t.text.segments.map(\.string).joined()
                }
            } else {
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

    /// A key from a string, without interpolations.
    public init(_ value: String) { template = value; arguments = [] }
    private init(template: String, arguments: [Argument]) { self.template = template; self.arguments = arguments }

    /// The key translated through a bundle's strings table, when one is given and has it.
    /// (Keys with interpolations are used as written: their format-string keys are not derived.)
    func localized(tableName: String?, bundle: Bundle?) -> LocalizedStringKey {
        guard let bundle, arguments.isEmpty else { return self }
        let translated = bundle.localizedString(forKey: template, value: nil, table: tableName)
        return translated == template ? self : LocalizedStringKey(template: translated, arguments: [])
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
        /// Inserts any value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { append(.string(String(describing: value))) }
        /// Inserts an integer.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append(.string(String(value))) }
        /// Inserts a number formatted with a `printf` specifier such as `%.2f`.
        public mutating func appendInterpolation<F: BinaryFloatingPoint & CVarArg>(_ value: F, specifier: String) {
            append(.string(String(format: specifier, value)))
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

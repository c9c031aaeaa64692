import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Text is shaped by pango with fontconfig's fonts; it wraps to the width it is
/// offered and its ideal size is one line per paragraph.
///
/// As in SwiftUI, a string *literal* is a `LocalizedStringKey` and its inline
/// Markdown is honoured (`**bold**`, `*italic*`, backtick code spans, `~~strike~~`,
/// `[link](url)`); a `String` value and `Text(verbatim:)` are shown as they are.
nonisolated public struct Text: View, PrimitiveView, Equatable {
    struct Segment: Equatable {
        var content: Content
        var attributes = Attributes()
        init(string: String, attributes: Attributes = Attributes()) {
            content = .string(string); self.attributes = attributes
        }
        init(content: Content, attributes: Attributes = Attributes()) {
            self.content = content; self.attributes = attributes
        }
        /// The text as shown in an environment (dates follow its locale).
        func string(in environment: EnvironmentValues) -> String {
            switch content {
            case .string(let s): s
            case .date(let date, let style):
                style.format(date, locale: environment.locale, timeZone: environment.timeZone)
            case .symbol(let name): Text.symbolCharacter(name, in: environment)
            case .formatted(let box): box.format(environment.locale)
            case .localized(let text): text.segments(in: environment).map { $0.string(in: environment) }.joined()
            }
        }
        /// This segment as drawn in `environment`: a localized key becomes its translation's
        /// segments, this segment's attributes over the Markdown's.
        func expanded(in environment: EnvironmentValues) -> [Segment] {
            guard case .localized(let text) = content else { return [self] }
            // Interpolated `Text` in the translation may be localized in turn.
            return text.segments(in: environment).flatMap { inner in
                var segment = inner
                segment.attributes = attributes.layered(over: inner.attributes)
                return segment.expanded(in: environment)
            }
        }
        /// The text without an environment (default locale), for tools and interpolation.
        var string: String { string(in: EnvironmentValues()) }
    }
    enum Content: Equatable {
        case string(String)
        case date(Date, DateStyle)
        /// An `Image(systemName:)` inside text: the symbol's glyph in the icon font.
        case symbol(String)
        /// A value and its format style, formatted in the environment's locale.
        case formatted(FormatBox)
        /// A localization key, translated in the environment's locale when drawn.
        case localized(LocalizedText)
    }
    /// A key and where to look it up; `fallback` is the key's own text, shown without a translation.
    struct LocalizedText: Equatable {
        let key: LocalizedStringKey
        let tableName: String?
        let bundlePath: String?
        let fallback: [Segment]
        /// The table key when it is not the key's own format (a `LocalizedStringResource`'s key).
        var lookupKey: String?

        func segments(in environment: EnvironmentValues) -> [Segment] {
            let bundle = bundlePath.flatMap { Bundle(path: $0) }
            guard let translated = key.localized(tableName: tableName, bundle: bundle, in: environment,
                                                 key: lookupKey) else {
                return fallback
            }
            let segments = translated.markdownSegments()
            return segments.isEmpty ? [Segment(string: "")] : segments
        }
    }
    /// A deferred formatting (format styles are not `Equatable` in general; boxes never compare equal).
    struct FormatBox: Equatable {
        let format: (Locale) -> String
        static func == (l: FormatBox, r: FormatBox) -> Bool { false }
    }
    struct Attributes: Equatable {
        var font: Font?
        var weight: Font.Weight?
        var bold = false
        var italic = false
        /// Markdown `code` and monospaced attribute runs.
        var monospaced = false
        /// `fontDesign(_:)`: applies when the font sets no design of its own.
        var design: Font.Design?
        var monospacedDigit = false
        var color: Color?
        var underline: LineStyle?
        var strikethrough: LineStyle?
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?
        /// Markdown and `AttributedString` links: drawn in the tint colour, as SwiftUI does.
        var link: URL?
        /// A non-colour foreground style, resolved in the environment.
        var style: StyleBox?
    }
    /// A shape style kept in text attributes (styles are not `Equatable`; two boxes never compare equal).
    struct StyleBox: Equatable {
        let style: AnyShapeStyle
        static func == (l: StyleBox, r: StyleBox) -> Bool { false }
    }
    var segments: [Segment]

    /// Text shown exactly as given, without Markdown.
    public init(verbatim content: String) { segments = [Segment(string: content)] }
    /// A string value, shown as it is (no Markdown), as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }
    /// Text from a string literal, looked up as a localization key and with its inline Markdown
    /// applied, as SwiftUI does.
    ///
    /// The key is translated when the text is drawn, in the environment's `locale`, from the
    /// table `tableName` (default `Localizable`: `Localizable.xcstrings`, or `.strings` /
    /// `.stringsdict` files in `<language>.lproj` folders) found through the environment's
    /// `appResources` folders, then `bundle` or the main bundle (see ``AppResources``). Without a
    /// translation the literal itself is shown. Interpolated values are inserted verbatim (not
    /// parsed), and choose plural variations.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        var fallback = key.markdownSegments()
        if fallback.isEmpty { fallback = [Segment(string: "")] }
        let path = bundle.map { ($0.resourceURL ?? $0.bundleURL).path }
        segments = [Segment(content: .localized(LocalizedText(key: key, tableName: tableName, bundlePath: path,
                                                              fallback: fallback)))]
    }
    /// Text of an attributed string: each run keeps the attributes Darkroom honours
    /// (see `AttributeScopes.DarkroomAttributes` and Foundation's `link`).
    /// (Disfavoured so a plain literal is a `LocalizedStringKey`: `AttributedString` is
    /// string-literal expressible too.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        segments = Text.segments(of: attributedContent)
        if segments.isEmpty { segments = [Segment(string: "")] }
    }

    public var body: Never { primitiveBody("Text") }

    private func modified(_ change: (inout Attributes) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { change(&t.segments[i].attributes) }
        return t
    }

    /// This text in `font`; `nil` takes the environment's font.
    public func font(_ font: Font?) -> Text { modified { $0.font = font } }
    /// This text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { modified { $0.weight = weight } }
    /// This text in bold.
    public func bold() -> Text { modified { $0.bold = true } }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { modified { $0.bold = isActive } }
    /// This text in italic.
    public func italic() -> Text { modified { $0.italic = true } }
    /// This text in italic when `isActive`.
    public func italic(_ isActive: Bool) -> Text { modified { $0.italic = isActive } }
    /// Uses the monospaced design of the current font.
    public func monospaced(_ isActive: Bool = true) -> Text { modified { $0.monospaced = isActive } }
    /// Uses fixed-width digits (OpenType `tnum`), so columns of numbers line up.
    public func monospacedDigit() -> Text { modified { $0.monospacedDigit = true } }
    /// This text in `color`; `nil` takes the environment's foreground style.
    public func foregroundColor(_ color: Color?) -> Text { modified { $0.color = color } }
    /// Sets the style of this text: a colour, a level of the foreground hierarchy
    /// (`.secondary` is the environment's foreground at reduced opacity), `.tint`, or a
    /// gradient spanning the text's frame.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        let box = StyleBox(style: AnyShapeStyle(style))
        return modified { $0.color = nil; $0.style = box }
    }
    /// A solid underline in `color` (the text's colour when `nil`).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modified { $0.underline = isActive ? LineStyle(color: color) : nil }
    }
    /// An underline with a dash `pattern`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        modified { $0.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }
    /// A solid line through the text in `color` (the text's colour when `nil`).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modified { $0.strikethrough = isActive ? LineStyle(color: color) : nil }
    }
    /// A line through the text with a dash `pattern`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        modified { $0.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }
    /// Extra space after each glyph, in points (SwiftUI keeps ligatures with kerning; pango's
    /// letter spacing disables them, a minor difference).
    public func kerning(_ kerning: CGFloat) -> Text { modified { $0.kerning = kerning } }
    /// Extra space between characters, in points.
    public func tracking(_ tracking: CGFloat) -> Text { modified { $0.tracking = tracking } }
    /// Raises the text by `offset` points (lowers it when negative).
    public func baselineOffset(_ offset: CGFloat) -> Text { modified { $0.baselineOffset = offset } }

    /// Concatenates two texts, keeping each one's styling; they share one paragraph and baseline.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(segments: lhs.segments + rhs.segments) }
    init(segments: [Segment]) { self.segments = segments }

    func styleRuns(in environment: EnvironmentValues) -> [TextStyleRun] {
        segments.flatMap { $0.expanded(in: environment) }.map { segment in
            let a = segment.attributes.inheriting(environment.inheritedTextStyle)
            var font = a.font ?? environment.font ?? .body
            if let design = a.design, font.design == nil { font.design = design }
            if let w = a.weight { font = font.weight(w) }
            if a.bold { font = font.bold() }
            if a.italic { font = font.italic() }
            if a.monospaced { font = font.monospaced() }
            if a.monospacedDigit { font = font.monospacedDigit() }
            var resolvedFont = font.resolve(in: environment)
            if case .symbol = segment.content, resolvedFont.family != "" {
                resolvedFont = Text.symbolFont(resolvedFont, in: environment)
            }
            // Styles resolve in a unit square; TextNode maps gradients onto the text's frame when placed.
            let paint: Paint =
                if let color = a.color {
                    .color(color.resolve(in: environment))
                } else if let style = a.style {
                    style.style._paint(in: environment, bounds: Text.unitBounds)
                } else if a.link != nil {
                    (environment.tint ?? .accentColor)._paint(in: environment, bounds: Text.unitBounds)
                } else {
                    ForegroundStyle()._paint(in: environment, bounds: Text.unitBounds)
                }
            let solid: RGBA =
                switch paint {
                case .color(let c): c
                case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
                    .angularGradient(let stops, _, _, _),
                    .ellipticalGradient(let stops, _, _, _, _):
                    stops.first?.color ?? Color.primary.resolve(in: environment)
                }
            var string = segment.string(in: environment)
            switch environment.textCase {
            case .uppercase?: string = string.uppercased(with: environment.locale)
            case .lowercase?: string = string.lowercased(with: environment.locale)
            case nil: break
            }
            return TextStyleRun(
                text: string, font: resolvedFont, paint: paint,
                underline: a.underline.map { $0.resolved(in: environment, default: solid) },
                strikethrough: a.strikethrough.map { $0.resolved(in: environment, default: solid) },
                kerning: (a.kerning ?? 0) + (a.tracking ?? 0), baselineOffset: a.baselineOffset ?? 0)
        }
    }

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        let env = context.environment
        return TextNode(runs: styleRuns(in: env), environment: env)
    }

    public static func == (l: Text, r: Text) -> Bool { l.segments == r.segments }

    /// The bounds text styles resolve in before layout knows the text's frame.
    static let unitBounds = CGRect(x: 0, y: 0, width: 1, height: 1)
}

extension Text {
    /// The style of an underline or strikethrough line, as in SwiftUI.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line.
        public enum Pattern: Hashable, Sendable {
            /// A continuous line.
            case solid
            /// Dots.
            case dot
            /// Dashes.
            case dash
            /// Dash, dot, repeated.
            case dashDot
            /// Dash, dot, dot, repeated.
            case dashDotDot
        }
        /// The dash pattern.
        public var pattern: Pattern
        /// The line's colour; `nil` uses the text's colour.
        public var color: Color?
        /// A line with `pattern` in `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        /// A solid line in the text's colour.
        public static let single = LineStyle()

        func resolved(in environment: EnvironmentValues, default fallback: RGBA) -> TextLineDecoration {
            TextLineDecoration(color: color?.resolve(in: environment) ?? fallback, pattern: pattern)
        }
    }

    /// Cases for `textCase(_:)`.
    public enum Case: Hashable, Sendable {
        /// Every letter in capitals.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }

    /// How `Text(_:style:)` shows a date.
    public enum DateStyle: Hashable, Sendable {
        /// The time of day ("3:45 PM").
        case time
        /// The date ("June 3, 2024").
        case date
        /// The time until or since the date ("2 hours, 5 minutes"), measured from the moment of rendering
        /// (English unit names: Foundation on Linux has no localized duration formatter).
        case relative
        /// The signed offset from now ("+2 hours").
        case offset
        /// A count-up or count-down timer ("2:05:00").
        case timer

        func format(_ date: Date, locale: Locale, timeZone: TimeZone = .current) -> String {
            switch self {
            case .time, .date:
                let f = DateFormatter()
                f.locale = locale
                f.timeZone = timeZone
                f.dateStyle = self == .date ? .long : .none
                f.timeStyle = self == .time ? .short : .none
                return f.string(from: date)
            case .relative, .offset:
                // swift-corelibs-foundation has no DateComponentsFormatter: the two largest
                // units, spelled in English whatever the locale.
                let seconds = date.timeIntervalSinceNow
                var rest = Int(abs(seconds).rounded(.down))
                let units: [(Int, String)] = [
                    (31_536_000, "year"), (86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")
                ]
                var parts: [String] = []
                for (size, name) in units where parts.count < 2 {
                    let n = rest / size
                    if n > 0 || (parts.isEmpty && size == 1) {
                        parts.append("\(n) \(name)\(n == 1 ? "" : "s")")
                        rest -= n * size
                    } else if !parts.isEmpty {
                        break
                    }
                }
                let text = parts.joined(separator: ", ")
                return self == .offset ? (seconds < 0 ? "-" : "+") + text : text
            case .timer:
                let s = Int(abs(date.timeIntervalSinceNow).rounded(.down))
                let (h, m, sec) = (s / 3600, (s / 60) % 60, s % 60)
                return h > 0 ? String(format: "%d:%02d:%02d", h, m, sec) : String(format: "%d:%02d", m, sec)
            }
        }
    }

    /// A date shown in a style; `.date` and `.time` follow the environment's `locale`.
    public init(_ date: Date, style: DateStyle) {
        segments = [Segment(content: .date(date, style))]
    }
    /// A value formatted with a format style in the environment's `locale`, as SwiftUI does.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        segments = [Segment(content: .formatted(FormatBox { format.locale($0).format(input) }))]
    }
}

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

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
                case .image(let pattern): pattern.representativeColor
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

import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Text is shaped by pango with fontconfig's fonts; it wraps to the width it is
/// offered and its ideal size is one line per paragraph.
public struct Text: View, PrimitiveView, Equatable {
    struct Segment: Equatable {
        var string: String
        var attributes = Attributes()
    }
    struct Attributes: Equatable {
        var font: Font?
        var weight: Font.Weight?
        var bold = false
        var italic = false
        var color: Color?
        var underline: (Bool, Color?)?
        var strikethrough: (Bool, Color?)?
        var kerning: CGFloat?
        var baselineOffset: CGFloat?
        static func == (l: Attributes, r: Attributes) -> Bool {
            l.font == r.font && l.weight == r.weight && l.bold == r.bold && l.italic == r.italic && l.color == r.color
                && l.kerning == r.kerning && l.baselineOffset == r.baselineOffset
                && l.underline?.0 == r.underline?.0 && l.underline?.1 == r.underline?.1
                && l.strikethrough?.0 == r.strikethrough?.0 && l.strikethrough?.1 == r.strikethrough?.1
        }
    }
    var segments: [Segment]

    /// Text shown exactly as given.
    public init(verbatim content: String) { segments = [Segment(string: content)] }
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }
    /// Text from a string literal (SwiftUI looks it up as a localization key; Darkroom
    /// has no string tables, so the key is the text).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = [Segment(string: key.key)]
    }

    public var body: Never { primitiveBody("Text") }

    private func modified(_ change: (inout Attributes) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { change(&t.segments[i].attributes) }
        return t
    }

    public func font(_ font: Font?) -> Text { modified { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { modified { $0.weight = weight } }
    public func bold() -> Text { modified { $0.bold = true } }
    public func bold(_ isActive: Bool) -> Text { modified { $0.bold = isActive } }
    public func italic() -> Text { modified { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { modified { $0.italic = isActive } }
    public func foregroundColor(_ color: Color?) -> Text { modified { $0.color = color } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { modified { $0.underline = (isActive, color) } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { modified { $0.strikethrough = (isActive, color) } }
    public func kerning(_ kerning: CGFloat) -> Text { modified { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { modified { $0.kerning = tracking } }
    public func baselineOffset(_ offset: CGFloat) -> Text { modified { $0.baselineOffset = offset } }

    /// Concatenates two texts, keeping each one's styling.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(segments: lhs.segments + rhs.segments) }
    private init(segments: [Segment]) { self.segments = segments }

    func styleRuns(in environment: EnvironmentValues) -> [TextStyleRun] {
        segments.map { segment in
            let a = segment.attributes
            var font = a.font ?? environment.font ?? .body
            if let w = a.weight { font = font.weight(w) }
            if a.bold { font = font.bold() }
            if a.italic { font = font.italic() }
            let paint: Paint = a.color.map { .color($0.resolve(in: environment)) }
                ?? ForegroundStyle()._paint(in: environment, bounds: .zero)
            let solid: RGBA = if case .color(let c) = paint { c } else { Color.primary.resolve(in: environment) }
            return TextStyleRun(
                text: segment.string, font: font.resolve(in: environment), paint: paint,
                underline: (a.underline?.0 ?? false) ? (a.underline?.1?.resolve(in: environment) ?? solid) : nil,
                strikethrough: (a.strikethrough?.0 ?? false) ? (a.strikethrough?.1?.resolve(in: environment) ?? solid) : nil,
                kerning: a.kerning ?? 0, baselineOffset: a.baselineOffset ?? 0)
        }
    }

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        let env = context.environment
        return TextNode(runs: styleRuns(in: env), alignment: env.multilineTextAlignment, lineLimit: env.lineLimit,
                        lineSpacing: 0, pixelScale: env.displayScale)
    }

    public static func == (l: Text, r: Text) -> Bool { l.segments == r.segments }
}

/// The key of a localized string: in Darkroom, the string itself, built with
/// interpolation as SwiftUI's literals are.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity * 2) }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation(_ string: String) { output += string }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { output += String(value) }
        public mutating func appendInterpolation<F: BinaryFloatingPoint & CVarArg>(_ value: F, specifier: String) {
            output += String(format: specifier, value)
        }
        public mutating func appendInterpolation(_ text: Text) { output += text.segments.map(\.string).joined() }
    }
}

/// The styles of an underline or a strikethrough in attributed strings, as UIKit and AppKit declare
/// `NSUnderlineStyle` (Linux's Foundation has no such type).
nonisolated public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// A style from its UIKit raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the pattern of a plain line).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not under the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSUnderlineStyle {
    /// The attributed-string style that draws the same line as a text line style: a single line with its
    /// pattern.
    public init(_ lineStyle: Text.LineStyle) {
        let pattern: NSUnderlineStyle
        switch lineStyle.pattern {
        case .solid: pattern = .patternSolid
        case .dot: pattern = .patternDot
        case .dash: pattern = .patternDash
        case .dashDot: pattern = .patternDashDot
        case .dashDotDot: pattern = .patternDashDotDot
        }
        self = NSUnderlineStyle.single.union(pattern)
    }
}

extension Text.LineStyle {
    /// The text line style that draws an attributed string's underline or strikethrough style: its pattern in
    /// the text's colour; `nil` for no line (an empty style). Thick, double and by-word lines are drawn as
    /// single lines of their pattern.
    public init?(nsUnderlineStyle: NSUnderlineStyle) {
        guard !nsUnderlineStyle.isEmpty else { return nil }
        switch nsUnderlineStyle.rawValue & 0x0F00 {
        case 0x0100: self.init(pattern: .dot)
        case 0x0200: self.init(pattern: .dash)
        case 0x0300: self.init(pattern: .dashDot)
        case 0x0400: self.init(pattern: .dashDotDot)
        default: self.init(pattern: .solid)
        }
    }
}

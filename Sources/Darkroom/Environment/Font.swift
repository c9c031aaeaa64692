import Foundation

/// An environment-dependent font, as in SwiftUI.
///
/// System fonts resolve to Inter (an open typeface drawn after SF Pro's
/// metrics) through fontconfig — Inter Display from 20 pt, where SF switches to its
/// Display cut — with SF's tracking and line height (`SystemFontMetrics`), and DejaVu
/// as the fallback; `.serif` and
/// `.monospaced` designs resolve to DejaVu Serif and DejaVu Sans Mono. `.rounded`
/// has no free counterpart on Debian and falls back to the default design.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }
    var base: Base
    var design: Design?
    var weight: Weight?
    var isItalic = false
    var width: Double?
    var monospacedDigits = false

    /// The iOS text styles; sizes at the default (large) Dynamic Type size.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
        var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        /// The CSS / OpenType weight (100…900) that fontconfig matches.
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), design: design, weight: weight)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), design: design, weight: weight)
    }
    /// A font family installed on the machine (fontconfig name), scaled with Dynamic Type like `.body`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// Fixed-width digits (OpenType `tnum`), so numbers in a column line up.
    public func monospacedDigit() -> Font { var f = self; f.monospacedDigits = true; return f }

    func resolve(in environment: EnvironmentValues) -> ResolvedFont {
        var family: String
        let size: CGFloat
        var weight = self.weight ?? .regular
        switch base {
        case .textStyle(let style):
            size = style.size(in: environment)
            weight = self.weight ?? style.defaultWeight(in: environment)
            family = ResolvedFont.family(for: design ?? .default, size: size)
        case .system(let s):
            size = s
            family = ResolvedFont.family(for: design ?? .default, size: size)
        case .custom(let name, let s, let relative):
            // `relativeTo:` scales with Dynamic Type as that style does; `fixedSize:` never scales.
            size = relative.map { s * $0.size(in: environment) / $0.size } ?? s
            family = name + "," + ResolvedFont.family(for: .default, size: size)
        }
        if let override = environment.fontWeight { weight = override }
        if environment.isBold && weight.value < Weight.bold.value { weight = .bold }
        if design == .monospaced, case .custom = base { family = ResolvedFont.family(for: .monospaced) }
        var resolved = ResolvedFont(family: family, size: size, weight: weight.value,
                                    italic: isItalic || environment.isItalic, features: monospacedDigits ? "tnum" : "")
        if case .custom = base {} else { resolved.usesSystemMetrics = design == nil || design == .default || design == .rounded }
        return resolved
    }
}

/// A font resolved to what fontconfig and pango match: family list, size in points, weight, slant.
public struct ResolvedFont: Hashable, Sendable {
    public var family: String
    public var size: CGFloat
    public var weight: Int
    public var italic: Bool
    /// OpenType features for pango (`"tnum"`), empty for none.
    public var features: String = ""
    /// Whether the font stands in for Apple's system font, and so takes SF's tracking and
    /// line height (`SystemFontMetrics`).
    public var usesSystemMetrics = false

    /// The fontconfig family list for a design; the default design at `size` from 20 pt
    /// on uses Inter's Display cut, as SF switches to its Display cut there.
    static func family(for design: Font.Design, size: CGFloat) -> String {
        let base = family(for: design)
        guard design == .default || design == .rounded, size >= SystemFontMetrics.displaySize,
              FontCatalog.hasDisplayCut else { return base }
        return "Inter Display," + base
    }

    static func family(for design: Font.Design) -> String {
        switch design {
        // Noto Sans Arabic UI (fonts-noto-ui-core; UI = compact line metrics) and Noto Sans Hebrew
        // (fonts-noto-core) before DejaVu Sans: closer to iOS's SF Arabic and
        // SF Hebrew than DejaVu's forms; other scripts fall back through fontconfig (Noto families).
        case .default, .rounded: "Inter,Noto Sans Arabic UI,Noto Sans Hebrew,DejaVu Sans"
        case .serif: "DejaVu Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
    }
}

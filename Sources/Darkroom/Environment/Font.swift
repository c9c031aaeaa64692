import Foundation

/// An environment-dependent font, as in SwiftUI.
///
/// System fonts resolve to Inter (an open typeface drawn after SF Pro's
/// metrics) through fontconfig — Inter Display from 22.5 pt, where SF's continuous optical
/// size is nearer its Display design — with SF's tracking and line height (`SystemFontMetrics`), and DejaVu
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
    /// OpenType features beyond tabular digits (`smcp`, `c2sc`), in the order they were asked for.
    var otherFeatures: [String] = []

    /// The iOS text styles; sizes at the default (large) Dynamic Type size.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt semibold.
        case headline
        /// 15 pt.
        case subheadline
        /// 17 pt, the default.
        case body
        /// 16 pt.
        case callout
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption
        /// 11 pt.
        case caption2
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
        /// Ultra-light (100).
        public static let ultraLight = Weight(value: 100)
        /// Thin (200).
        public static let thin = Weight(value: 200)
        /// Light (300).
        public static let light = Weight(value: 300)
        /// Regular (400).
        public static let regular = Weight(value: 400)
        /// Medium (500).
        public static let medium = Weight(value: 500)
        /// Semibold (600).
        public static let semibold = Weight(value: 600)
        /// Bold (700).
        public static let bold = Weight(value: 700)
        /// Heavy (800).
        public static let heavy = Weight(value: 800)
        /// Black (900).
        public static let black = Weight(value: 900)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        /// The system design: Inter, standing in for SF Pro.
        case `default`
        /// DejaVu Serif, standing in for New York.
        case serif
        /// SF Pro Rounded on Apple platforms; no free counterpart, so the default design.
        case rounded
        /// DejaVu Sans Mono, standing in for SF Mono.
        case monospaced
    }

    /// The large-title text style, 34 pt at the default Dynamic Type size.
    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    /// The title text style, 28 pt.
    public static let title = Font(base: .textStyle(.title))
    /// The second-level title style, 22 pt.
    public static let title2 = Font(base: .textStyle(.title2))
    /// The third-level title style, 20 pt.
    public static let title3 = Font(base: .textStyle(.title3))
    /// The headline style, 17 pt semibold.
    public static let headline = Font(base: .textStyle(.headline))
    /// The subheadline style, 15 pt.
    public static let subheadline = Font(base: .textStyle(.subheadline))
    /// The body style, 17 pt: what text uses when no font is set.
    public static let body = Font(base: .textStyle(.body))
    /// The callout style, 16 pt.
    public static let callout = Font(base: .textStyle(.callout))
    /// The footnote style, 13 pt.
    public static let footnote = Font(base: .textStyle(.footnote))
    /// The caption style, 12 pt.
    public static let caption = Font(base: .textStyle(.caption))
    /// The second caption style, 11 pt.
    public static let caption2 = Font(base: .textStyle(.caption2))

    /// The system font at a fixed `size` in points (not scaled by Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), design: design, weight: weight)
    }
    /// The system font of a text style, scaled with the environment's Dynamic Type size.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), design: design, weight: weight)
    }
    /// A font family installed on the machine (fontconfig name), scaled with Dynamic Type like `.body`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }
    /// A font family installed on the machine, scaled with Dynamic Type as `textStyle` is.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }
    /// A font family installed on the machine at a size Dynamic Type never changes.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The same font in italic (the family's italic face, or a slanted one from fontconfig).
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The same font at `weight`.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// The same font in the monospaced design (DejaVu Sans Mono).
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
        var resolved = ResolvedFont(
            family: family, size: size, weight: weight.value,
            italic: isItalic || environment.isItalic,
            features: ((monospacedDigits ? ["tnum"] : []) + otherFeatures).joined(separator: ","))
        if case .custom = base {
        } else {
            resolved.usesSystemMetrics = design == nil || design == .default || design == .rounded
        }
        return resolved
    }
}

/// A font resolved to what fontconfig and pango match: family list, size in points, weight, slant. Text
/// shaping's vocabulary, internal to Darkroom.
struct ResolvedFont: Hashable, Sendable {
    /// A fontconfig family list, most wanted first (e.g. `Inter,DejaVu Sans`).
    var family: String
    /// The size in points.
    var size: CGFloat
    /// The weight, 100…900.
    var weight: Int
    /// Whether the italic (or slanted) face is used.
    var italic: Bool
    /// OpenType features for pango (`"tnum"`), empty for none.
    var features: String = ""
    /// Whether the font stands in for Apple's system font, and so takes SF's tracking and
    /// line height (`SystemFontMetrics`).
    var usesSystemMetrics = false

    /// The fontconfig family list for a design; the default design at `size` from 22.5 pt
    /// on uses Inter's Display cut (`SystemFontMetrics.displaySize`).
    static func family(for design: Font.Design, size: CGFloat) -> String {
        let base = family(for: design)
        guard design == .default || design == .rounded, SystemFontMetrics.usesDisplayCut(size: size) else {
            return base
        }
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

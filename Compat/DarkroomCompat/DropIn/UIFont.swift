#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A font, as UIKit's `UIFont`: a family name (fontconfig's), a point size and a weight.
/// `Font(uiFont)` turns it into a SwiftUI font. System fonts are Inter, as for `Font.system`.
public final class UIFont: @unchecked Sendable, Equatable, Hashable {
    /// Font weights, UIKit's scale (−1 … 1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's weight value, from −1 (thinnest) through 0 (regular) to 1.
        public let rawValue: CGFloat
        /// A weight from UIKit's value; drawn with the nearest of SwiftUI's nine weights.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra-light (−0.8, UIKit's value).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)

        var fontWeight: Font.Weight {
            switch rawValue {
            case ..<(-0.7): .ultraLight
            case ..<(-0.5): .thin
            case ..<(-0.2): .light
            case ..<0.1: .regular
            case ..<0.26: .medium
            case ..<0.35: .semibold
            case ..<0.5: .bold
            case ..<0.6: .heavy
            default: .black
            }
        }
    }

    /// UIKit's text styles, mapped to SwiftUI's.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit's `UIFont.TextStyle` raw value without the `UICTFontTextStyle` prefix.
        public let rawValue: String
        /// A style by name; unknown names draw as `.body`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 pt; SwiftUI's `.largeTitle`.
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        /// 28 pt; SwiftUI's `.title`.
        public static let title1 = TextStyle(rawValue: "title1")
        /// 22 pt; SwiftUI's `.title2`.
        public static let title2 = TextStyle(rawValue: "title2")
        /// 20 pt; SwiftUI's `.title3`.
        public static let title3 = TextStyle(rawValue: "title3")
        /// 17 pt semibold; SwiftUI's `.headline`.
        public static let headline = TextStyle(rawValue: "headline")
        /// 15 pt; SwiftUI's `.subheadline`.
        public static let subheadline = TextStyle(rawValue: "subheadline")
        /// 17 pt; SwiftUI's `.body`.
        public static let body = TextStyle(rawValue: "body")
        /// 16 pt; SwiftUI's `.callout`.
        public static let callout = TextStyle(rawValue: "callout")
        /// 13 pt; SwiftUI's `.footnote`.
        public static let footnote = TextStyle(rawValue: "footnote")
        /// 12 pt; SwiftUI's `.caption`.
        public static let caption1 = TextStyle(rawValue: "caption1")
        /// 11 pt; SwiftUI's `.caption2`.
        public static let caption2 = TextStyle(rawValue: "caption2")

        /// iOS's sizes at the default (large) Dynamic Type size.
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }

        var swiftUI: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// The family name, `nil` for the system font.
    public let familyName: String?
    /// The size in points; sizes that are not finite and positive become 17, where UIKit's behaviour is undefined.
    public let pointSize: CGFloat
    /// The weight the font was made with.
    public let weight: Weight
    let textStyle: TextStyle?

    init(familyName: String?, pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        self.familyName = familyName
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        self.weight = weight
        self.textStyle = textStyle
    }

    /// A named font; `nil` when fontconfig has no family of that name, as UIKit returns nil for unknown names.
    public convenience init?(name: String, size: CGFloat) {
        guard FontCatalog.hasFamily(name) else { return nil }
        self.init(familyName: name, pointSize: size, weight: .regular)
    }

    /// The system font (Inter, standing in for SF Pro) at `size` points and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(familyName: nil, pointSize: size, weight: weight)
    }
    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    /// The system font at `size` points. It draws upright: italics are not implemented for `UIFont`.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size) }
    /// DejaVu Sans Mono, standing in for SF Mono, at `size` points and `weight`.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: "DejaVu Sans Mono", pointSize: size, weight: weight)
    }
    /// The font of a text style at the default Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let weight: UIFont.Weight = style == .headline ? .semibold : .regular
        return UIFont(familyName: nil, pointSize: style.pointSize, weight: weight, textStyle: style)
    }
    /// 14 points, as UIKit's.
    public static var systemFontSize: CGFloat { 14 }
    /// 17 points, as UIKit's.
    public static var labelFontSize: CGFloat { 17 }

    /// The same family and weight at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(familyName: familyName, pointSize: size, weight: weight) }

    /// Fonts are equal when their family, size and weight are.
    public static func == (l: UIFont, r: UIFont) -> Bool {
        l.familyName == r.familyName && l.pointSize == r.pointSize && l.weight == r.weight
    }
    /// Hashes the family, size and weight.
    public func hash(into h: inout Hasher) { h.combine(familyName); h.combine(pointSize); h.combine(weight) }
}

extension Font {
    /// A SwiftUI font from a UIKit font.
    public init(_ font: UIFont) {
        if let family = font.familyName {
            self = Font.custom(family, fixedSize: font.pointSize).weight(font.weight.fontWeight)
        } else if let style = font.textStyle {
            self = Font.system(style.swiftUI, weight: font.weight.fontWeight)
        } else {
            self = Font.system(size: font.pointSize, weight: font.weight.fontWeight)
        }
    }
}

/// AppKit's font type. On Linux AppKit and UIKit code share one implementation.
public typealias NSFont = UIFont
#endif

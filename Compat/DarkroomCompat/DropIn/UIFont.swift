#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A font, as UIKit's `UIFont`: a family name (fontconfig's), a point size and a weight.
/// `Font(uiFont)` turns it into a SwiftUI font. System fonts are Inter, as for `Font.system`.
public final class UIFont: @unchecked Sendable, Equatable, Hashable {
    /// Font weights, UIKit's scale (−1 … 1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
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
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
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
    public let pointSize: CGFloat
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

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(familyName: nil, pointSize: size, weight: weight)
    }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size) }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: "DejaVu Sans Mono", pointSize: size, weight: weight)
    }
    /// The font of a text style at the default Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let weight: UIFont.Weight = style == .headline ? .semibold : .regular
        return UIFont(familyName: nil, pointSize: style.pointSize, weight: weight, textStyle: style)
    }
    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }

    public func withSize(_ size: CGFloat) -> UIFont { UIFont(familyName: familyName, pointSize: size, weight: weight) }

    public static func == (l: UIFont, r: UIFont) -> Bool {
        l.familyName == r.familyName && l.pointSize == r.pointSize && l.weight == r.weight
    }
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

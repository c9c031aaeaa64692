#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A Dynamic Type size, as UIKit's `UIContentSizeCategory` (raw values as UIKit's).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the category, e.g. `UICTContentSizeCategoryL`.
    public let rawValue: String
    /// A category from UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference.
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest standard size (XS).
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    /// Small (S).
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    /// Medium (M).
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    /// Large (L), iOS's default.
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    /// Extra large (XL).
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    /// XXL.
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    /// XXXL, the largest standard size.
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility XL.
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility XXL.
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility XXXL, the largest size.
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

extension DynamicTypeSize {
    /// The SwiftUI size of a UIKit category, `nil` for `.unspecified` or an unknown raw value
    /// (as SwiftUI's `DynamicTypeSize.init(_:)`).
    public init?(_ category: UIContentSizeCategory) {
        let order: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        guard let index = order.firstIndex(of: category) else { return nil }
        self = DynamicTypeSize.allCases[index]
    }
}
#endif

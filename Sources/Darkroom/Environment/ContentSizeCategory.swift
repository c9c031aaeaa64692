import Foundation

/// The older name of a Dynamic Type size (iOS 13–14); reading and setting `sizeCategory` reads and
/// sets `dynamicTypeSize`.
public enum ContentSizeCategory: Int, Hashable, Comparable, CaseIterable, Sendable {
    /// The smallest size (`DynamicTypeSize.xSmall`).
    case extraSmall
    /// A small size (`DynamicTypeSize.small`).
    case small
    /// A medium size (`DynamicTypeSize.medium`).
    case medium
    /// The default size (`DynamicTypeSize.large`).
    case large
    /// A large size (`DynamicTypeSize.xLarge`).
    case extraLarge
    /// A larger size (`DynamicTypeSize.xxLarge`).
    case extraExtraLarge
    /// The largest size that is not an accessibility size (`DynamicTypeSize.xxxLarge`).
    case extraExtraExtraLarge
    /// The first accessibility size (`DynamicTypeSize.accessibility1`).
    case accessibilityMedium
    /// The second accessibility size (`DynamicTypeSize.accessibility2`).
    case accessibilityLarge
    /// The third accessibility size (`DynamicTypeSize.accessibility3`).
    case accessibilityExtraLarge
    /// The fourth accessibility size (`DynamicTypeSize.accessibility4`).
    case accessibilityExtraExtraLarge
    /// The largest accessibility size (`DynamicTypeSize.accessibility5`).
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rawValue < b.rawValue }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of an older content size category.
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize(rawValue: category.rawValue) ?? .large
    }
}

extension EnvironmentValues {
    /// The Dynamic Type size under its older name; the same value as `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(rawValue: dynamicTypeSize.rawValue) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}

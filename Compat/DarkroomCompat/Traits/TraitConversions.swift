#if !(canImport(UIKit) && canImport(SwiftUI))
import Darkroom
import Foundation

// SwiftUI's conversions between its environment values and UIKit's trait values, both ways.

extension UIUserInterfaceSizeClass {
    /// The UIKit size class of a SwiftUI one (`.unspecified` for `nil`).
    public init(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case nil: self = .unspecified
        }
    }
}

extension UITraitEnvironmentLayoutDirection {
    /// The UIKit layout direction of a SwiftUI one.
    public init(_ layoutDirection: LayoutDirection) {
        self = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension UILegibilityWeight {
    /// The UIKit legibility weight of a SwiftUI one (`.unspecified` for `nil`).
    public init(_ legibilityWeight: LegibilityWeight?) {
        switch legibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case nil: self = .unspecified
        }
    }
}

extension LegibilityWeight {
    /// The SwiftUI legibility weight of a UIKit one, `nil` for `.unspecified`.
    public init?(_ uiLegibilityWeight: UILegibilityWeight) {
        switch uiLegibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case .unspecified: return nil
        }
    }
}

extension UIAccessibilityContrast {
    /// The UIKit contrast of a SwiftUI one (`.unspecified` for `nil`).
    public init(_ colorSchemeContrast: ColorSchemeContrast?) {
        switch colorSchemeContrast {
        case .standard: self = .normal
        case .increased: self = .high
        case nil: self = .unspecified
        }
    }
}

extension ColorSchemeContrast {
    /// The SwiftUI contrast of a UIKit one, `nil` for `.unspecified`.
    public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
        switch uiAccessibilityContrast {
        case .normal: self = .standard
        case .high: self = .increased
        case .unspecified: return nil
        }
    }
}

extension UIContentSizeCategory {
    /// UIKit's categories in the order of SwiftUI's sizes.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The UIKit category of a SwiftUI one (`.unspecified` for `nil`).
    public init(_ sizeCategory: ContentSizeCategory?) {
        guard let sizeCategory, let index = ContentSizeCategory.allCases.firstIndex(of: sizeCategory),
              index < Self.ordered.count else {
            self = .unspecified
            return
        }
        self = Self.ordered[index]
    }

    /// The UIKit category of a Dynamic Type size (`.unspecified` for `nil`).
    public init(_ dynamicTypeSize: DynamicTypeSize?) {
        guard let dynamicTypeSize, let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize),
              index < Self.ordered.count else {
            self = .unspecified
            return
        }
        self = Self.ordered[index]
    }
}

extension ContentSizeCategory {
    /// The SwiftUI category of a UIKit one, `nil` for `.unspecified`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let index = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory),
              index < ContentSizeCategory.allCases.count else { return nil }
        self = ContentSizeCategory.allCases[index]
    }
}
#endif

#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// The traits a view is drawn with, as UIKit's `UITraitCollection`: the ones
/// that change a still frame's pixels (appearance, display scale, Dynamic Type
/// size, layout direction) plus the size classes and idiom device presets carry.
///
/// As in UIKit, a collection made with one trait leaves every other trait
/// unspecified (`displayScale` 0, `.unspecified` styles and categories), and
/// `init(traitsFrom:)` lets later collections override earlier ones only where
/// they specify a value.
public final class UITraitCollection: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// Light, dark or unspecified.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 when unspecified (the screen's scale then applies).
    public let displayScale: CGFloat
    /// The Dynamic Type size text styles are drawn at.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Left-to-right or right-to-left.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Compact or regular width; a still frame stores it (SwiftUI's size class environment is not modelled).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Compact or regular height; stored, as `horizontalSizeClass`.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Phone, pad, …; stored for device presets.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
         displayScale: CGFloat = 0,
         preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
         layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
         horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        // UIKit treats invalid scales as unspecified; so does this stand-in.
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A collection with every trait unspecified, as `UITraitCollection()`.
    public convenience init() { self.init(userInterfaceStyle: .unspecified) }
    /// A collection with only the appearance set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 0)
    }
    /// A collection with only the display scale set.
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
    }
    /// A collection with only the Dynamic Type size set.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }
    /// A collection with only the layout direction set.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
    }
    /// A collection with only the horizontal size class set.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
    }
    /// A collection with only the vertical size class set.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
    }
    /// A collection with only the idiom set.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(userInterfaceStyle: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
    }

    /// Merges collections: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func last<T>(_ value: (UITraitCollection) -> T, unspecified: (T) -> Bool) -> T? {
            collections.map(value).last { !unspecified($0) }
        }
        self.init(
            userInterfaceStyle: last(\.userInterfaceStyle) { $0 == .unspecified } ?? .unspecified,
            displayScale: last(\.displayScale) { $0 == 0 } ?? 0,
            preferredContentSizeCategory: last(\.preferredContentSizeCategory) { $0 == .unspecified } ?? .unspecified,
            layoutDirection: last(\.layoutDirection) { $0 == .unspecified } ?? .unspecified,
            horizontalSizeClass: last(\.horizontalSizeClass) { $0 == .unspecified } ?? .unspecified,
            verticalSizeClass: last(\.verticalSizeClass) { $0 == .unspecified } ?? .unspecified,
            userInterfaceIdiom: last(\.userInterfaceIdiom) { $0 == .unspecified } ?? .unspecified
        )
    }

    /// The traits in effect: there is no app, so the screen's scale and an unspecified (light) style.
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: .unspecified, displayScale: UIScreen.main.scale)
    }

    /// Trait collections are equal when every trait is.
    public static func == (l: UITraitCollection, r: UITraitCollection) -> Bool {
        l.userInterfaceStyle == r.userInterfaceStyle && l.displayScale == r.displayScale
            && l.preferredContentSizeCategory == r.preferredContentSizeCategory
            && l.layoutDirection == r.layoutDirection && l.horizontalSizeClass == r.horizontalSizeClass
            && l.verticalSizeClass == r.verticalSizeClass && l.userInterfaceIdiom == r.userInterfaceIdiom
    }

    /// The main traits, for logs and test messages.
    public var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), scale: \(displayScale), "
            + "contentSize: \(preferredContentSizeCategory.rawValue), direction: \(layoutDirection))"
    }
}
#endif

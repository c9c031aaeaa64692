#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// The traits a view is drawn with, as UIKit's `UITraitCollection`: appearance, display scale,
/// Dynamic Type size, layout direction, contrast and Bold Text change a still frame's pixels;
/// size classes, idiom, gamut, level, active appearance, 3D Touch and dynamic range are kept.
///
/// As in UIKit, a collection made with one trait leaves every other trait
/// unspecified (`displayScale` 0, `.unspecified` styles and categories), and
/// `init(traitsFrom:)` lets later collections override earlier ones only where
/// they specify a value.
public final class UITraitCollection: @unchecked Sendable, Equatable, CustomStringConvertible {
    let values: UITraitValues

    /// Light, dark or unspecified.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// Pixels per point; 0 when unspecified (the screen's scale then applies).
    public var displayScale: CGFloat { values.displayScale }
    /// The Dynamic Type size text styles are drawn at.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// Left-to-right or right-to-left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// Compact or regular width; a still frame stores it (SwiftUI's size class environment is not modelled).
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// Compact or regular height; stored, as `horizontalSizeClass`.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Phone, pad, …; stored for device presets.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// sRGB or P3 (kept: Darkroom draws sRGB).
    public var displayGamut: UIDisplayGamut { values.displayGamut }
    /// Active or inactive window (kept).
    public var activeAppearance: UIUserInterfaceActiveAppearance { values.activeAppearance }
    /// Base or elevated content (kept).
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    /// Regular or bold text ("Bold Text").
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// Normal or high contrast ("Increase Contrast").
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// 3D Touch (kept).
    public var forceTouchCapability: UIForceTouchCapability { values.forceTouchCapability }
    /// Image dynamic range (kept).
    public var imageDynamicRange: UIImageDynamicRange { values.imageDynamicRange }

    init(values: UITraitValues) {
        var v = values
        // UIKit treats invalid scales as unspecified; so does this stand-in.
        if !(v.displayScale.isFinite && v.displayScale > 0) { v.displayScale = 0 }
        self.values = v
    }

    convenience init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                     displayScale: CGFloat = 0,
                     preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
                     layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
                     horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                     verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                     userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified) {
        self.init(values: UITraitValues(
            userInterfaceStyle: userInterfaceStyle, displayScale: displayScale,
            preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: layoutDirection,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            userInterfaceIdiom: userInterfaceIdiom))
    }

    /// A collection with every trait unspecified, as `UITraitCollection()`.
    public convenience init() { self.init(values: UITraitValues()) }
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
    /// A collection with only the display gamut set.
    public convenience init(displayGamut: UIDisplayGamut) { self.init { $0.displayGamut = displayGamut } }
    /// A collection with only the active appearance set.
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init { $0.activeAppearance = activeAppearance }
    }
    /// A collection with only the interface level set.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init { $0.userInterfaceLevel = userInterfaceLevel }
    }
    /// A collection with only the legibility weight set.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init { $0.legibilityWeight = legibilityWeight }
    }
    /// A collection with only the accessibility contrast set.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init { $0.accessibilityContrast = accessibilityContrast }
    }
    /// A collection with only the 3D Touch capability set.
    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        self.init { $0.forceTouchCapability = forceTouchCapability }
    }
    /// A collection with only the image dynamic range set.
    public convenience init(imageDynamicRange: UIImageDynamicRange) {
        self.init { $0.imageDynamicRange = imageDynamicRange }
    }

    /// A collection with the traits `mutations` sets, as UIKit's iOS 17 initializer.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitValues()
        mutations(&traits)
        self.init(values: traits as? UITraitValues ?? UITraitValues())
    }

    /// This collection with the traits `mutations` sets changed.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = values
        mutations(&traits)
        return UITraitCollection(values: traits as? UITraitValues ?? values)
    }

    /// Merges collections: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(values: collections.reduce(UITraitValues()) { $0.overlaid(with: $1.values) })
    }

    /// Whether every trait this collection specifies has the same value in `trait`.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.overlaid(with: trait.values) == values
    }

    /// The traits in effect: there is no app, so the screen's scale and an unspecified (light) style.
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: .unspecified, displayScale: UIScreen.main.scale)
    }

    /// Runs `actions` with this collection as `current` (kept: `current` is the screen's here).
    public func performAsCurrent(_ actions: () -> Void) { actions() }

    /// Trait collections are equal when every trait is.
    public static func == (l: UITraitCollection, r: UITraitCollection) -> Bool { l.values == r.values }

    /// The main traits, for logs and test messages.
    public var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), scale: \(displayScale), "
            + "contentSize: \(preferredContentSizeCategory.rawValue), direction: \(layoutDirection))"
    }
}
#endif

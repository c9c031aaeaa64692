#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// The colour gamut of a display, as UIKit's `UIDisplayGamut` (kept: Darkroom draws sRGB).
public enum UIDisplayGamut: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// sRGB.
    case SRGB = 0
    /// Display P3.
    case P3 = 1
}

/// Whether a window is in the foreground, as UIKit's `UIUserInterfaceActiveAppearance` (kept).
public enum UIUserInterfaceActiveAppearance: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// Inactive (a background window on iPad or Mac).
    case inactive = 0
    /// Active.
    case active = 1
}

/// The visual level of content, as UIKit's `UIUserInterfaceLevel`: `.elevated` content (sheets,
/// popovers) takes the elevated variants of dark system backgrounds on iOS (kept here).
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// The base level.
    case base = 0
    /// Elevated above the base.
    case elevated = 1
}

/// The "Bold Text" setting, as UIKit's `UILegibilityWeight` (kept).
public enum UILegibilityWeight: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}

/// The "Increase Contrast" setting, as UIKit's `UIAccessibilityContrast`: `.high` picks the
/// high-contrast variant of an asset catalog colour in `UIColor(named:in:compatibleWith:)`.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// High contrast.
    case high = 1
}

/// 3D Touch, as UIKit's `UIForceTouchCapability` (kept).
public enum UIForceTouchCapability: Int, Sendable, Hashable {
    /// Not known.
    case unknown = 0
    /// Not available.
    case unavailable = 1
    /// Available.
    case available = 2
}

/// The dynamic range of images, as UIKit's `UIImage.DynamicRange` trait (kept).
public enum UIImageDynamicRange: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// Standard dynamic range.
    case standard = 0
    /// Constrained high dynamic range.
    case constrainedHigh = 1
    /// High dynamic range.
    case high = 2
}

/// Traits being set, as UIKit's `UIMutableTraits` (iOS 17): the closure of
/// `UITraitCollection(mutations:)` and `modifyingTraits(_:)` sets them.
public protocol UIMutableTraits {
    /// Light, dark or unspecified.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// The Dynamic Type size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Left-to-right or right-to-left.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// Compact or regular width.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Compact or regular height.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Phone, pad, …
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// sRGB or P3.
    var displayGamut: UIDisplayGamut { get set }
    /// Active or inactive.
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    /// Base or elevated.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// Regular or bold text.
    var legibilityWeight: UILegibilityWeight { get set }
    /// Normal or high contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// 3D Touch.
    var forceTouchCapability: UIForceTouchCapability { get set }
    /// Image dynamic range.
    var imageDynamicRange: UIImageDynamicRange { get set }
}

/// Every trait a collection holds; unspecified unless set.
struct UITraitValues: UIMutableTraits, Equatable {
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var displayScale: CGFloat = 0
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    var displayGamut: UIDisplayGamut = .unspecified
    var activeAppearance: UIUserInterfaceActiveAppearance = .unspecified
    var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    var legibilityWeight: UILegibilityWeight = .unspecified
    var accessibilityContrast: UIAccessibilityContrast = .unspecified
    var forceTouchCapability: UIForceTouchCapability = .unknown
    var imageDynamicRange: UIImageDynamicRange = .unspecified

    /// `other`'s traits where it specifies them, these elsewhere.
    func overlaid(with other: UITraitValues) -> UITraitValues {
        var v = self
        let none = UITraitValues()
        func take<T: Equatable>(_ path: WritableKeyPath<UITraitValues, T>) {
            if other[keyPath: path] != none[keyPath: path] { v[keyPath: path] = other[keyPath: path] }
        }
        take(\.userInterfaceStyle); take(\.displayScale); take(\.preferredContentSizeCategory)
        take(\.layoutDirection); take(\.horizontalSizeClass); take(\.verticalSizeClass); take(\.userInterfaceIdiom)
        take(\.displayGamut); take(\.activeAppearance); take(\.userInterfaceLevel); take(\.legibilityWeight)
        take(\.accessibilityContrast); take(\.forceTouchCapability); take(\.imageDynamicRange)
        return v
    }
}
#endif

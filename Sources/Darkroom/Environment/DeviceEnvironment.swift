import Foundation

// What an app reads about its device and the user's settings. A render has no device: the defaults
// are an iPhone in portrait with default accessibility settings, the same for every render, so a
// picture never depends on the machine that drew it. Each value can be set with
// `.environment(_:_:)` where SwiftUI allows it.

/// The size class of a dimension of the view's space, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A narrow dimension (an iPhone's width in portrait).
    case compact
    /// A wide dimension (an iPad's width, an iPhone's height in portrait).
    case regular
}

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

/// The contrast setting of the colour scheme.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// The standard contrast (the default of a render).
    case standard
    /// Increased contrast, as with the "Increase Contrast" accessibility setting.
    case increased
}

/// The user's font-weight accessibility setting ("Bold Text").
public enum LegibilityWeight: Hashable, Sendable {
    /// The regular font weight.
    case regular
    /// A heavier font weight, as with the "Bold Text" accessibility setting.
    case bold
}

/// Where a scene is in its lifecycle; a render is always `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene is not visible.
    case background
    /// The scene is visible but does not receive events.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}
private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue: ColorSchemeContrast = .standard }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue: ScenePhase = .active }
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone.current
        return calendar
    }
}

extension EnvironmentValues {
    /// The horizontal size class: `.compact`, as on an iPhone in portrait, unless set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class: `.regular`, as on an iPhone in portrait, unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// The Dynamic Type size under its older name; the same value as `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(rawValue: dynamicTypeSize.rawValue) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
    /// The contrast setting: `.standard` (a render uses default accessibility settings) unless
    /// set. Settable in Darkroom (SwiftUI reads it from the device): `.increased` picks the
    /// high-contrast variants of asset catalog colours and images.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// The "Bold Text" setting: `.regular` unless set.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    /// The scene's phase: `.active` unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// The calendar for dates: Gregorian in the renderer's default locale (`en_US`) and the machine's
    /// time zone (as `timeZone`), unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The length of one pixel in points at the render's scale.
    public var pixelLength: CGFloat { displayScale > 0 ? 1 / displayScale : 1 }
    /// "Reduce Motion": off.
    public var accessibilityReduceMotion: Bool { false }
    /// "Reduce Transparency": off.
    public var accessibilityReduceTransparency: Bool { false }
    /// "Differentiate Without Colour": off.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// "Smart Invert": off.
    public var accessibilityInvertColors: Bool { false }
    /// "Show Button Shapes": off.
    public var accessibilityShowButtonShapes: Bool { false }
    /// "Dim Flashing Lights": off.
    public var accessibilityDimFlashingLights: Bool { false }
    /// "Play Animated Images": on.
    public var accessibilityPlayAnimatedImages: Bool { true }
    /// Whether VoiceOver runs: no.
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// Whether Switch Control runs: no.
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// Whether assistive access runs: no.
    public var accessibilityAssistiveAccessEnabled: Bool { false }
    /// Whether the enclosing scene supports several windows: a render has one.
    public var supportsMultipleWindows: Bool { false }
}

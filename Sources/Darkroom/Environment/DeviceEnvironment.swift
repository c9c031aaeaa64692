import Foundation

// What an app reads about its device and the user's settings. A render has no device: the defaults
// are an iPhone in portrait with default accessibility settings, the same for every render, so a
// picture never depends on the machine that drew it. Each value can be set with
// `.environment(_:_:)` where SwiftUI allows it.

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone.current
        return calendar
    }
}

extension EnvironmentValues {
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

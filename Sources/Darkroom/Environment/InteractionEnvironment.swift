import Foundation

// Environment values that describe interaction rather than drawing: the state of assistive technologies and of
// the display, and what scroll, text-input, menu and hover modifiers asked for. A render has no assistive
// technology running and a full-brightness display, so those read as iOS reports them then; the rest hold what
// the modifiers set, for views that read them.

private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct FocusEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct HoverEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct MenuIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct VerticalScrollIndicatorKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}
private struct HorizontalScrollIndicatorKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}
private struct VerticalScrollBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct HorizontalScrollBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct ScrollDismissesKeyboardKey: EnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
}
private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }
private struct ContentTransitionDrawingGroupKey: EnvironmentKey { static let defaultValue = false }
private struct AllowedDynamicRangeKey: EnvironmentKey { static let defaultValue: Image.DynamicRange? = nil }

extension EnvironmentValues {
    /// Whether an assistive technology is running: none is, in a render.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] } set { self[AccessibilityEnabledKey.self] = newValue }
    }
    /// Whether the large content viewer is on: it is not, in a render.
    public var accessibilityLargeContentViewerEnabled: Bool { false }
    /// Whether accessibility quick actions are on: they are not, in a render.
    public var accessibilityQuickActionsEnabled: Bool { false }
    /// Whether the display is dimmed (Always On): a render is drawn at full luminance.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] } set { self[LuminanceReducedKey.self] = newValue }
    }
    /// Whether text input in the view corrects spelling: set by `autocorrectionDisabled(_:)`.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] } set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    /// The iOS 13–14 spelling of `autocorrectionDisabled`: `nil` where it was never set.
    public var disableAutocorrection: Bool? {
        get { autocorrectionDisabled ? true : nil }
        set { autocorrectionDisabled = newValue ?? false }
    }
    /// Whether focused views draw a focus effect (nothing has focus in a render).
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] } set { self[FocusEffectEnabledKey.self] = newValue }
    }
    /// Whether hover effects are on (no pointer hovers over a render).
    public var isHoverEffectEnabled: Bool {
        get { self[HoverEffectEnabledKey.self] } set { self[HoverEffectEnabledKey.self] = newValue }
    }
    /// Whether menus show their indicator.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] } set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
    /// The visibility of vertical scroll indicators: set by `scrollIndicators(_:axes:)`.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorKey.self] } set { self[VerticalScrollIndicatorKey.self] = newValue }
    }
    /// The visibility of horizontal scroll indicators: set by `scrollIndicators(_:axes:)`.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorKey.self] } set { self[HorizontalScrollIndicatorKey.self] = newValue }
    }
    /// How vertical scrolling bounces: set by `scrollBounceBehavior(_:axes:)`.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceKey.self] } set { self[VerticalScrollBounceKey.self] = newValue }
    }
    /// How horizontal scrolling bounces: set by `scrollBounceBehavior(_:axes:)`.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceKey.self] } set { self[HorizontalScrollBounceKey.self] = newValue }
    }
    /// How scrolling dismisses the keyboard: set by `scrollDismissesKeyboard(_:)`.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] } set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }
    /// How content changes animate: set by `contentTransition(_:)` (a still frame shows the content).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] } set { self[ContentTransitionKey.self] = newValue }
    }
    /// Whether content transitions draw through a drawing group.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionDrawingGroupKey.self] }
        set { self[ContentTransitionDrawingGroupKey.self] = newValue }
    }
    /// The dynamic range images may use; `nil` for the system's choice. Darkroom draws standard range.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] } set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}

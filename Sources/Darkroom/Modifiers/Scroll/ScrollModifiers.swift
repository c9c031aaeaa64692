import Foundation

nonisolated extension View {
    /// Scroll indicator visibility; a picture shows no indicators. Sets the environment's indicator visibility.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    {
        transformEnvironment { env in
            if axes.contains(.vertical) { env.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { env.horizontalScrollIndicatorVisibility = visibility }
        }
    }
    /// Turns scrolling off: sets `isScrollEnabled` in the environment (a picture does not scroll either way).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment { $0.isScrollEnabled = !disabled }
    }
    /// Marks the layout whose views scroll targets align to; no effect on a render.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// Where scrolling comes to rest; a render shows the content at offset zero.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
    /// Lets content draw outside the scroll view; a render's scroll views already draw all their content.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// How the scroll view bounces; no effect on a render. Sets the environment's bounce behaviour.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment { env in
            if axes.contains(.vertical) { env.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { env.horizontalScrollBounceBehavior = behavior }
        }
    }
    /// How scrolling dismisses the keyboard; no keyboard here. Sets `scrollDismissesKeyboardMode`.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        transformEnvironment { $0.scrollDismissesKeyboardMode = mode }
    }
    /// Where the content starts scrolled to; a render shows it at offset zero.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
    /// Binds the scrolled-to view; a render shows the content at offset zero.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
}

private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether scrolling is enabled; `scrollDisabled(_:)` sets it.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

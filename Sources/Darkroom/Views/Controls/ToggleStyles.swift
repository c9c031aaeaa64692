import Foundation

/// The appearance of toggles (every style draws the iOS switch).
public protocol ToggleStyle {}
/// The default toggle style: a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the default toggle style.
    public init() {}
}
/// A toggle style that shows a leading label and a trailing switch.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the switch toggle style.
    public init() {}
}
/// A toggle style that shows a button with the label as its title (drawn as a switch in a render).
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the button toggle style.
    public init() {}
}
extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style: a switch on iOS.
    public static var automatic: DefaultToggleStyle { .init() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that shows a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { .init() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that shows a button with the label as its title (drawn as a switch in a render).
    public static var button: ButtonToggleStyle { .init() }
}

nonisolated extension View {
    /// Sets the style for toggles in this view (accepted; toggles draw iOS's switch).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}

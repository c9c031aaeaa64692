import Foundation

/// The default toggle style: a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the default toggle style.
    public init() {}
    /// The iOS switch row for `configuration`.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, tint: nil)
    }
}
/// A toggle style that shows a leading label and a trailing switch.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// Creates the switch toggle style.
    public init() { tint = nil }
    /// Creates a switch toggle style whose switch is `tint` when on (deprecated by Apple for `tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The switch row for `configuration`, in this style's tint when one is given.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, tint: tint)
    }
}
/// A toggle style that shows a button with the label as its title (drawn as a switch in a render).
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the button toggle style.
    public init() {}
    /// The switch row for `configuration` (iOS draws a bordered button, highlighted when on; Darkroom draws the
    /// switch).
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, tint: nil)
    }
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

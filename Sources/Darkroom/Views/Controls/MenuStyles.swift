import Foundation

/// Menu looks; menus draw their label.
public protocol MenuStyle {}
/// The default menu look: the menu draws its label.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    /// The default menu look.
    public init() {}
}
/// A menu drawn as a borderless button: its label.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless-button menu look.
    public init() {}
}
extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu look.
    public static var automatic: Self { Self() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: Self { Self() }
}

extension View {
    /// Menu, group-box, disclosure-group and control-group styles: drawn in the default style.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}

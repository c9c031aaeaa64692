import Foundation

// A rendered view has no toolbar around it (Apple's ImageRenderer draws none either): these modifiers
// compile and draw the view as it is.

extension View {
    /// Toolbar items: not drawn.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// Toolbar visibility: there is no toolbar.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// The toolbar background: there is no toolbar.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        self
    }
    /// The toolbar background's visibility: there is no toolbar.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }
    /// The toolbar colour scheme: there is no toolbar.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View
    {
        self
    }
}

import Foundation

nonisolated extension View {
    /// Sets the colour of foreground elements (text, shapes filled with the foreground style).
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }
    /// Sets the primary foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return transformEnvironment { env in
            // Hierarchical styles refer to the enclosing foreground, so resolve them now.
            if style is HierarchicalShapeStyle || style is ForegroundStyle {
                let paint = erased._paint(in: env, bounds: .zero)
                if case .color(let c) = paint { env.foregroundStyle = AnyShapeStyle(Color(light: c, dark: c)); return }
            }
            env.foregroundStyle = erased
        }
    }
    /// Sets the tint colour within this view.
    public func tint(_ tint: Color?) -> some View { transformEnvironment { $0.tint = tint } }
    /// Sets the accent colour (SwiftUI's older name for tint).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}

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
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { transformEnvironment { $0.font = font } }
    /// Sets the font weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { transformEnvironment { $0.fontWeight = weight } }
    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View { transformEnvironment { $0.isBold = isActive } }
    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View { transformEnvironment { $0.isItalic = isActive } }
    /// Sets the alignment of multi-line text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformEnvironment { $0.multilineTextAlignment = alignment }
    }
    /// Sets the maximum number of lines that text can occupy.
    public func lineLimit(_ number: Int?) -> some View {
        transformEnvironment { $0.lineLimit = number.map { max(1, $0) } }
    }
    /// Sets the tint colour within this view.
    public func tint(_ tint: Color?) -> some View { transformEnvironment { $0.tint = tint } }
    /// Sets the colour scheme for this view.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        transformEnvironment { $0.colorScheme = colorScheme }
    }
    /// Sets the accent colour (SwiftUI's older name for tint).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}

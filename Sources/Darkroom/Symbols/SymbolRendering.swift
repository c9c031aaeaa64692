import Foundation

/// How symbol layers are coloured, as SwiftUI's `SymbolRenderingMode`.
///
/// Darkroom's symbols are single-layer outlines, so every mode draws them in the
/// primary foreground style (what `.monochrome` does); the API exists so code
/// written for SwiftUI compiles and renders sensibly.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// Every layer in the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Each layer in the symbol's own built-in colours (drawn monochrome here).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// The layers in one style at decreasing opacities by their importance (drawn monochrome here).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Each layer in its own style from the foreground styles (drawn monochrome here).
    public static let palette = SymbolRenderingMode(name: "palette")
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The symbol rendering mode requested for this environment (all draw monochrome here).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the rendering mode of symbol images; Darkroom draws every mode in the primary style.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Primary and secondary foreground styles (palette symbols). Darkroom's
    /// symbols have one layer: they and all other content take the primary style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }
    /// Primary, secondary and tertiary foreground styles; drawn with the primary one.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyle(primary)
    }
}

extension Image {
    /// A symbol drawn at a variable value (e.g. signal strength); the value is not
    /// represented by Darkroom's single-layer symbols and the full symbol is drawn.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
    /// Sets the symbol rendering mode of this image (drawn monochrome).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

import Foundation

nonisolated extension View {
    /// Places this view on a pane of glass of `shape` (a capsule by default), as SwiftUI's iOS 26
    /// `glassEffect(_:in:)`: drawn as the still frame `Glass` describes.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape())
        -> some View
    {
        background(GlassPane(glass: glass, shape: shape))
    }
}

/// The drawing of a pane of glass behind a view.
nonisolated struct GlassPane<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        switch glass.variant {
        case .identity:
            EmptyView()
        case .regular, .clear:
            shape.fill(fill).shadow(color: Color.black.opacity(0.05), radius: 8, x: 0, y: 2)
        }
    }

    /// The fill: a light frost, or the tint when there is one (iOS keeps a tint's hue, lightened by the
    /// frost).
    private var fill: Color {
        let frost = glass.variant == .regular ? 0.9 : 0.35
        if let tint = glass.tintColor { return tint.opacity(0.8) }
        return Color.white.opacity(frost)
    }
}

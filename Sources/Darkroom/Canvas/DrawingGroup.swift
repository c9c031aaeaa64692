import Foundation

nonisolated extension View {
    /// Composites this view's contents as one group before display, as SwiftUI's
    /// `drawingGroup(opaque:colorMode:)`.
    ///
    /// On Apple platforms this flattens the subtree into one Metal-rendered layer.
    /// The cairo backend already composites a subtree into one surface, so here it
    /// is a plain display group: it costs nothing, and the thin-stroke fast path
    /// (`ThinStrokeRasterizer`) batches its strokes, which is what makes 50,000
    /// `Path` views quick. `opaque` and `colorMode` are accepted for compatibility.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        nodeModifier { node in EffectNode(name: "drawingGroup", child: node) { _ in DisplayGroup() } }
    }
}

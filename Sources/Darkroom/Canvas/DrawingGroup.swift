import Foundation

nonisolated extension View {
    /// Composites this view's contents into an off-screen bitmap before display,
    /// as SwiftUI's `drawingGroup(opaque:colorMode:)`.
    ///
    /// As on Apple platforms, the subtree is flattened into one raster image at the
    /// render scale and composited as a unit (it implies a compositing group). In a
    /// bitmap the result has the pixels of `compositingGroup()`; in PDF and SVG
    /// output the subtree becomes one embedded image, at the render scale
    /// (``RenderOptions/scale``, or the `rasterizationScale` of
    /// ``ImageRenderer/render(rasterizationScale:renderer:)``) pixels per point,
    /// instead of vectors and searchable text. The thin-stroke fast path still
    /// batches the strokes inside, which keeps 50,000 `Path` views quick.
    ///
    /// - Parameters:
    ///   - opaque: Accepted for source compatibility; the bitmap keeps its alpha
    ///     channel (SwiftUI leaves the non-opaque pixels undefined when `true`).
    ///   - colorMode: Accepted for source compatibility; Darkroom composites in
    ///     non-linear sRGB with 8 bits per channel.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        nodeModifier { node in
            EffectNode(name: "drawingGroup", child: node) { _ in
                var group = DisplayGroup()
                group.isCompositingGroup = true
                group.rasterizes = true
                return group
            }
        }
    }
}

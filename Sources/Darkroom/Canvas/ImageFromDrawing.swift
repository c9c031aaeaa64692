import Foundation

extension Image {
    /// Pixels per point of images drawn with `Image(size:label:opaque:colorMode:renderer:)`.
    ///
    /// SwiftUI keeps such an image as a drawing and rasterises it at the display's
    /// scale; Darkroom's `Image` holds a bitmap, so the drawing is rasterised once,
    /// when the image is created, at this scale (sharp at scale 1 and 2).
    public static let drawingScale: CGFloat = 2

    /// An image drawn with a graphics context, as SwiftUI's
    /// `Image(size:label:opaque:colorMode:renderer:)`. An empty or invalid size
    /// gives an image that lays out as nothing.
    public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                renderer: @escaping (inout GraphicsContext) -> Void) {
        let scale = Image.drawingScale
        var bitmap: CGImage?
        if size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 {
            var environment = EnvironmentValues()
            environment.displayScale = scale
            let items = GraphicsContext.record(size: size, environment: environment) { context, _ in renderer(&context)
            }
            let pipeline = ViewRenderer(options: RenderOptions(scale: scale, isOpaque: opaque))
            bitmap = try? pipeline.rasterize(DisplayList(size: size, items: items))
        }
        source = .bitmap(bitmap, scale: scale)
    }
}

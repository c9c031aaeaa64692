import Foundation

/// A view that displays an image, as in SwiftUI.
///
/// A non-resizable image keeps its size in points (pixels ÷ its scale) whatever
/// it is offered; `resizable()` makes it take the offer (combine with
/// `aspectRatio` to keep its proportions).
public struct Image: View, PrimitiveView {
    enum Source { case bitmap(CGImage?, scale: CGFloat), named(String, Bundle?) }
    let source: Source
    var isResizable = false
    var interpolationQuality: Interpolation = .high

    /// Sampling quality for scaled images.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// The way an image fills a resizable space.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// The orientation of an image.
    public enum Orientation: UInt8, Hashable, Sendable { case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored }

    /// An image looked up by name: in `bundle`'s resources when given, then in
    /// `ImageLoader.searchPaths` (the working directory by default), trying the
    /// name as is and with .png, .jpg, .jpeg, .gif, .webp and .bmp.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }
    /// An image from a bitmap, `scale` pixels per point.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        source = .bitmap(cgImage.oriented(orientation), scale: scale)
    }
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        source = .bitmap(cgImage.oriented(orientation), scale: scale)
    }
    /// An image of a `UIImage`, drawn upright (its orientation applied).
    public init(uiImage: UIImage) {
        source = .bitmap(uiImage.cgImage?.oriented(uiImage.imageOrientation.imageOrientation), scale: uiImage.scale)
    }
    /// An image of an `NSImage`, as large as its `size` in points.
    public init(nsImage: NSImage) {
        let bitmap = nsImage.cgImage(forProposedRect: nil, context: nil, hints: nil)
        source = .bitmap(bitmap, scale: nsImage.scale)
    }

    public var body: Never { primitiveBody("Image") }

    /// Makes the image take the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; return i
    }
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self; i.interpolationQuality = interpolation; return i
    }

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        let bitmap: (CGImage, CGFloat)?
        switch source {
        case .bitmap(let image, let scale): bitmap = image.map { ($0, scale > 0 && scale.isFinite ? scale : 1) }
        case .named(let name, let bundle): bitmap = ImageLoader.shared.load(named: name, bundle: bundle).map { ($0, 1) }
        }
        guard let (image, scale) = bitmap else { return EmptyNode() }
        let natural = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let resizable = isResizable
        let quality: ImageInterpolation = switch interpolationQuality {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
        return ShapeNode(name: "Image", sizing: { p in
            resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
        }, draw: { rect in .image(image, rect, quality) })
    }
}

import Foundation

/// A named image found in an asset catalog, ready to draw: a bitmap and its scale, or a vector
/// file drawn at the size it is shown.
struct AssetImage {
    enum Content {
        case bitmap(CGImage, scale: CGFloat)
        /// A PDF or SVG file, `size` points large.
        case vector(URL, size: CGSize)
    }
    let content: Content
    /// The set's rendering intent: `.template` draws the image in the foreground style.
    let templateIntent: Image.TemplateRenderingMode?
    /// Whether the vector file is redrawn at the size it is shown (Xcode's "Preserve Vector
    /// Data"); otherwise it is drawn once at its own size, as Xcode rasterises it at build time.
    let preservesVector: Bool

    /// The size in points.
    var size: CGSize {
        switch content {
        case .bitmap(let image, let scale):
            CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        case .vector(_, let size): size
        }
    }

    /// The image set `name` for the environment's appearance, scale and language; `nil` when no
    /// catalog has it (or its file cannot be read).
    static func named(_ name: String, bundle: Bundle?, traits: AssetTraits, resources: AppResources) -> AssetImage? {
        guard let set = ResourceLibrary.imageSet(named: name, bundle: bundle, resources: resources),
              let variant = set.variant(for: traits) else { return nil }
        let file = variant.file
        switch file.pathExtension.lowercased() {
        case "pdf", "svg":
            guard let size = VectorImageDecoding.size(of: file) else { return nil }
            return AssetImage(content: .vector(file, size: size), templateIntent: set.templateIntent,
                              preservesVector: set.preservesVectorRepresentation)
        default:
            guard let image = ImageLoader.shared.decode(file.path) else {
                ResourceWarnings.warn("darkroom: warning: \(file.path) cannot be decoded")
                return nil
            }
            return AssetImage(content: .bitmap(image, scale: variant.scale ?? 1), templateIntent: set.templateIntent,
                              preservesVector: false)
        }
    }

    /// A bitmap for drawing `points` large at `scale` pixels per point. A vector image that does
    /// not preserve its vector data is drawn at its own size and scaled like a bitmap.
    func bitmap(points: CGSize, scale: CGFloat) -> (CGImage, CGFloat)? {
        switch content {
        case .bitmap(let image, let s):
            return (image, s)
        case .vector(let url, let size):
            let target = preservesVector ? points : size
            let s = scale > 0 && scale.isFinite ? scale : 1
            let w = Int((target.width * s).rounded(.up)), h = Int((target.height * s).rounded(.up))
            guard let image = VectorImageDecoding.bitmap(of: url, pixelWidth: max(w, 1), pixelHeight: max(h, 1))
            else { return nil }
            return (image, CGFloat(image.width) / max(target.width, 1e-9))
        }
    }
}

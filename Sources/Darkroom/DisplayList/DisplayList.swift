import Foundation

/// The seam between layout and drawing: a recorded, backend-independent list of
/// drawing operations in points, origin top-left, y down.
///
/// Every backend (cairo for images, PDF and SVG; libgd for the legacy window
/// surface) replays the same list, so they agree on geometry and glyph positions.
public struct DisplayList: Sendable {
    /// The size of the drawing, in points.
    public var size: CGSize
    public var items: [DisplayItem]
    public init(size: CGSize, items: [DisplayItem]) { self.size = size; self.items = items }
}

/// One drawing operation.
public indirect enum DisplayItem: Sendable {
    /// Fill a path.
    case fill(Path, Paint, FillStyle)
    /// Stroke a path.
    case stroke(Path, Paint, StrokeStyle)
    /// Draw shaped, positioned text.
    case text(TextDrawing)
    /// Draw a raster image into a rectangle.
    case image(CGImage, CGRect, ImageInterpolation)
    /// Draw items with a transform, clip, opacity or blend applied to them as a unit.
    case group(DisplayGroup)
}

/// A group of items that share a transform, clip and compositing.
public struct DisplayGroup: Sendable {
    /// Applied to the items, in the coordinates of the enclosing list.
    public var transform: CGAffineTransform = .identity
    /// Clip paths (intersected), in the group's coordinates.
    public var clips: [ClipPath] = []
    /// Group opacity, applied to the composited group (not item by item).
    public var opacity: Double = 1
    /// A drop shadow of the group's silhouette, drawn beneath it.
    public var shadow: Shadow?
    /// How the composited group combines with what is beneath it.
    public var blendMode: BlendMode = .normal
    /// Alpha mask: the group shows where these items (same coordinates) are opaque.
    public var mask: [DisplayItem]?
    /// Gaussian blur of the composited group, radius in points (σ = radius, as SwiftUI).
    public var blurRadius: CGFloat = 0
    /// `compositingGroup()`: composite the items off-screen first, so blend modes
    /// inside only combine with each other.
    public var isCompositingGroup = false
    /// `drawingGroup()`: flatten the items into an off-screen bitmap at the render
    /// scale before compositing. On bitmap surfaces the compositing layer already is
    /// such a bitmap; PDF and SVG surfaces get the group as one raster image.
    public var rasterizes = false
    /// SwiftUI's container semantics (`opacity`, `blendMode` modifiers): the group's
    /// opacity and blend mode reach each leaf separately unless a compositing group
    /// intervenes. Groups recorded by `GraphicsContext` / `CGContext` layers leave it
    /// off and composite once.
    public var effectsReachLeaves = false
    public var items: [DisplayItem] = []
    public init(
        transform: CGAffineTransform = .identity, clips: [ClipPath] = [], opacity: Double = 1,
        blendMode: BlendMode = .normal, mask: [DisplayItem]? = nil, blurRadius: CGFloat = 0, items: [DisplayItem] = []
    ) {
        self.transform = transform; self.clips = clips; self.opacity = opacity
        self.blendMode = blendMode; self.mask = mask; self.blurRadius = blurRadius.sanitizedRadius; self.items = items
    }

    /// Whether the group must be composited off-screen as a unit.
    var needsLayer: Bool { opacity < 1 || blendMode != .normal || mask != nil || blurRadius > 0 || isCompositingGroup }
}

/// A clip region.
public struct ClipPath: Sendable {
    public var path: Path
    public var style: FillStyle
    public init(path: Path, style: FillStyle = FillStyle()) { self.path = path; self.style = style }
}

/// Sampling for scaled images.
public enum ImageInterpolation: Sendable, Hashable { case none, low, medium, high }

extension DisplayList {
    /// The number of leaf drawing operations, groups included recursively.
    public var operationCount: Int {
        func count(_ items: [DisplayItem]) -> Int {
            items.reduce(0) { n, item in
                if case .group(let g) = item { return n + count(g.items) }
                return n + 1
            }
        }
        return count(items)
    }
}

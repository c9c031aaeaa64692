import Foundation

/// The seam between layout and drawing: a recorded list of drawing operations in points, origin top-left,
/// y down, for Darkroom's one drawing engine, cairo (its text carries cairo scaled fonts, see `FontFace`).
///
/// Cairo's replayer draws the same list into images, PDF and SVG pages, and into the legacy window surface
/// (a libgd image), so every output agrees on geometry and glyph positions. Engine SPI: it changes with the
/// engine, outside Darkroom's stable API.
@_spi(Engine) public struct DisplayList: Sendable {
    /// The size of the drawing, in points.
    public var size: CGSize
    /// The drawing operations, in drawing order (later items on top).
    public var items: [DisplayItem]
    /// Creates a display list of `items` for a drawing of `size` points.
    public init(size: CGSize, items: [DisplayItem]) { self.size = size; self.items = items }
}

/// One drawing operation.
@_spi(Engine) public indirect enum DisplayItem: Sendable {
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
@_spi(Engine) public struct DisplayGroup: Sendable {
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
    /// The items of the group, in drawing order, in the group's coordinates.
    public var items: [DisplayItem] = []
    /// Creates a group of items with the given transform, clips and compositing; a blur radius that is not a finite
    /// non-negative number is sanitised (NaN and negative radii become 0, huge ones saturate).
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
@_spi(Engine) public struct ClipPath: Sendable {
    /// The outline of the clip region.
    public var path: Path
    /// The fill rule (even-odd or non-zero) that decides which points are inside `path`.
    public var style: FillStyle
    /// Creates a clip region from a path and the fill rule that decides its inside.
    public init(path: Path, style: FillStyle = FillStyle()) { self.path = path; self.style = style }
}

/// Sampling for scaled images.
@_spi(Engine) public enum ImageInterpolation: Sendable, Hashable {
    /// No smoothing: each pixel takes the nearest source pixel (cairo's nearest filter).
    case none
    /// Fast, low-quality smoothing (cairo's fast filter).
    case low
    /// Balanced smoothing (cairo's good filter).
    case medium
    /// The best smoothing available (cairo's best filter; when enlarging, cairo's good filter).
    case high
}

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

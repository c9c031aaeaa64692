import Foundation

extension GraphicsContext {
    // MARK: Paths

    /// Fills a path (user space) with a shading.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        if let paint = shading.paint(bounds: path.boundingRect, environment: environment) {
            record([.fill(path, paint, style)])
        } else {
            let tiles = shading.tiles(covering: path.boundingRect, environment: environment, transform: transform)
            guard !tiles.isEmpty else { return }
            record([.group(DisplayGroup(clips: [ClipPath(path: path, style: style)], items: tiles))])
        }
    }

    /// Strokes a path (user space) with a shading.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
        if let paint = shading.paint(bounds: path.boundingRect, environment: environment) {
            record([.stroke(path, paint, style)])
        } else {
            // Tiles shown through the stroke's coverage.
            let pad = style.lineWidth * max(1, style.miterLimit / 2)
            let tiles = shading.tiles(
                covering: path.boundingRect.insetBy(dx: -pad, dy: -pad), environment: environment, transform: transform)
            guard !tiles.isEmpty else { return }
            let mask = DisplayItem.stroke(path, .color(RGBA(red: 0, green: 0, blue: 0)), style)
            record([.group(DisplayGroup(mask: [mask], items: tiles))])
        }
    }

    /// Strokes a path (user space) with a shading, using a solid line of the given width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Images

    /// Draws an image into a rectangle (user space), stretching it.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let bitmap = image.bitmap, rect.width.isFinite, rect.height.isFinite,
              rect.standardized.width > 0, rect.standardized.height > 0 else { return }
        record([.image(bitmap, rect.standardized, image.interpolation)])
    }

    /// Draws an image at its natural size with `anchor` of the image at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = image.size
        draw(
            image,
            in: CGRect(
                x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }

    /// Draws an image into a rectangle (user space), stretching it to fill the rectangle.
    ///
    /// The fill style is accepted for source compatibility and not used.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }
    /// Draws an image at its natural size, placing the image's `anchor` point at `point` (user space).
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Resolves an image for drawing and measuring.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    // MARK: Text

    /// Shapes text with the canvas's environment (font, colours), for measuring and drawing.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, environment: environment) }

    /// Draws text wrapped to the rectangle's width, starting at its top-left corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite else { return }
        record(text.items(in: r))
    }

    /// Draws text on one line at its ideal size, with `anchor` of its box at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        record(
            text.items(
                in: CGRect(
                    x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height)
            ))
    }

    /// Draws text wrapped to the rectangle's width, starting at its top-left corner (user space).
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    /// Draws text on one line at its ideal size, placing the text box's `anchor` point at `point` (user space).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    // MARK: Core Graphics

    /// Runs `content` with a `CGContext` whose user space is this context's
    /// (origin top-left, y down); what it draws is recorded under this context's
    /// clip, opacity, blend mode and filters.
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        let sink = RecordingContextSink()
        let cg = CGContext(sink: sink, size: bounds.size, baseTransform: transform, isDocument: false)
        try content(cg)
        guard !sink.items.isEmpty else { return }
        record(sink.items, inCanvasSpace: true)
    }
}

/// A `CGContextSink` that keeps what it is given: the recording side of
/// `GraphicsContext.withCGContext` and of the cairo render processor.
final class RecordingContextSink: CGContextSink {
    var items: [DisplayItem] = []
    var isVector: Bool { false }
    var rasterizationScale: CGFloat = 1
    func draw(_ items: [DisplayItem]) { self.items.append(contentsOf: items) }
    func beginPage(size: CGSize) {}
    func endPage() {}
    func finish() throws {}
}

extension GraphicsContext {
    /// An image resolved for a graphics context, as SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let bitmap: CGImage?
        let scale: CGFloat
        let interpolation: ImageInterpolation
        init(image: Image) {
            let resolved = image.canvasBitmap()
            bitmap = resolved?.0; scale = resolved?.1 ?? 1
            interpolation = switch image.interpolationQuality {
            case .none: .none
            case .low: .low
            case .medium: .medium
            case .high: .high
            }
        }
        /// The image's size in points (pixels ÷ scale); zero when it could not be loaded.
        public var size: CGSize {
            guard let bitmap else { return .zero }
            return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        }
        /// The image's baseline: its bottom edge.
        public var baseline: CGFloat { size.height }
        /// The shading SwiftUI paints a template image with. Darkroom keeps it and draws the image's own
        /// pixels: canvas images here are bitmaps, not templates.
        public var shading: GraphicsContext.Shading?
    }

    /// Text shaped for a graphics context, as SwiftUI's `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        let node: LayoutNode
        /// The shading set on the text, if any: it overrides the text's own colours.
        var overridingShading: GraphicsContext.Shading?
        /// The shading the text is drawn with: its own colours (the foreground style) until set.
        public var shading: GraphicsContext.Shading {
            get { overridingShading ?? .foreground }
            set { overridingShading = newValue }
        }
        let environment: EnvironmentValues

        init(text: Text, environment: EnvironmentValues) {
            self.environment = environment
            node = text.makeNode(ResolveContext(environment: environment, stackAxis: nil))
        }

        /// The size the text takes when offered `size` (wrapping to its width).
        public func measure(in size: CGSize) -> CGSize {
            node.sizeThatFits(ProposedViewSize(width: size.width, height: size.height))
        }
        /// The distance from the top to the first line's baseline, for an offered size.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            let s = measure(in: size)
            return node.explicitAlignment(VerticalAlignment.firstTextBaseline.key, size: s) ?? s.height
        }
        /// The distance from the top to the last line's baseline, for an offered size.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            let s = measure(in: size)
            return node.explicitAlignment(VerticalAlignment.lastTextBaseline.key, size: s) ?? s.height
        }

        func items(in rect: CGRect) -> [DisplayItem] {
            let placed = node.place(in: rect, proposal: ProposedViewSize(width: rect.width, height: rect.height))
            var out: [DisplayItem] = []
            placed.record(into: &out)
            guard let shading = overridingShading else { return out }
            return out.map { item in
                guard case .text(var t) = item,
                      let paint = shading.paint(bounds: item.bounds, environment: environment) else { return item }
                t.runs = t.runs.map { var r = $0; r.paint = paint; return r }
                return .text(t)
            }
        }
    }
}

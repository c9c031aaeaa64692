import Foundation

// Graphics-state setters and painting operations with Core Graphics semantics.
extension CGContext {
    // MARK: Colours

    /// Sets the current fill colour in the graphics state.
    ///
    /// Darkroom reads the colour's components as sRGB (gray components as equal red, green and blue).
    public func setFillColor(_ color: CGColor) { state.fillPaint = .color(color.rgba) }
    /// Sets the current stroke colour in the graphics state.
    ///
    /// Darkroom reads the colour's components as sRGB (gray components as equal red, green and blue).
    public func setStrokeColor(_ color: CGColor) { state.strokePaint = .color(color.rgba) }
    /// Sets the current fill colour from sRGB components and alpha, each clamped to 0…1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillPaint = .color(RGBA(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the current stroke colour from sRGB components and alpha, each clamped to 0…1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokePaint = .color(RGBA(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the current fill colour to a grey (0 black … 1 white) with the given alpha.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillPaint = .color(RGBA(red: gray, green: gray, blue: gray, alpha: alpha))
    }
    /// Sets the current stroke colour to a grey (0 black … 1 white) with the given alpha.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokePaint = .color(RGBA(red: gray, green: gray, blue: gray, alpha: alpha))
    }

    // MARK: Stroke parameters (user-space units, applied at stroke time)

    /// Sets the line width for stroking, in user-space units; a negative or non-finite width is ignored.
    public func setLineWidth(_ width: CGFloat) { if width.isFinite, width >= 0 { state.stroke.lineWidth = width } }
    /// Sets how the ends of stroked lines are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap }
    /// Sets how the joints between connected segments of stroked lines are drawn.
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join }
    /// Sets the limit past which mitred joins are drawn bevelled; a non-finite limit is ignored.
    public func setMiterLimit(_ limit: CGFloat) { if limit.isFinite { state.stroke.miterLimit = limit } }
    /// Sets the dash pattern; an empty `lengths` array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        state.stroke.dash = valid ? lengths : []
        state.stroke.dashPhase = phase.isFinite ? phase : 0
    }

    // MARK: Compositing

    /// Sets how later drawing is composited with what the context already holds.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode.blendMode }

    /// A shadow under everything drawn next. `offset` and `blur` are in the
    /// context's base space (points for PDF, pixels for bitmaps) and, as in
    /// Core Graphics, ignore the current transform; positive heights move the
    /// shadow up. `blur` is treated as SwiftUI's shadow radius (σ = blur / 2).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        let c = color?.rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)
        guard c.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil; return
        }
        let flipsY = baseTransform.d < 0
        state.shadow = Shadow(color: c, radius: max(0, blur),
                              offset: CGSize(width: offset.width, height: flipsY ? -offset.height : offset.height))
    }
    /// A shadow in Core Graphics' default colour (black at one third opacity).
    public func setShadow(offset: CGSize, blur: CGFloat) { setShadow(offset: offset, blur: blur, color: nil) }

    /// Whether fills are anti-aliased (strokes and text always are with cairo).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.antialias = shouldAntialias }
    /// Sets whether anti-aliasing is allowed.
    ///
    /// Darkroom keeps one flag for this and `setShouldAntialias(_:)`: the last call of either decides.
    public func setAllowsAntialiasing(_ allows: Bool) { state.antialias = allows }

    /// Sampling quality for images drawn with `draw(_:in:)`.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    // MARK: Painting the current path

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = currentPath
        currentPath = Path()
        fillDevicePath(path, evenOdd: rule == .evenOdd)
    }

    /// Fills the current path with the even-odd rule and clears it.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the current line settings and clears it.
    public func strokePath() {
        let path = currentPath
        currentPath = Path()
        strokeDevicePath(path)
    }

    /// Paints the current path as `mode` says and clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = currentPath
        currentPath = Path()
        switch mode {
        case .fill: fillDevicePath(path, evenOdd: false)
        case .eoFill: fillDevicePath(path, evenOdd: true)
        case .stroke: strokeDevicePath(path)
        case .fillStroke: paintDevicePath(path, fill: true, evenOdd: false, stroke: true)
        case .eoFillStroke: paintDevicePath(path, fill: true, evenOdd: true, stroke: true)
        }
    }

    // MARK: Painting shapes (the current path is left alone)

    /// Paints the area of a rectangle with the current fill colour; the current path is left alone.
    public func fill(_ rect: CGRect) {
        fillDevicePath(Path().adding { $0.addRect(rect, transform: state.ctm) }, evenOdd: false)
    }
    /// Paints the areas of the rectangles with the current fill colour; the current path is left alone.
    public func fill(_ rects: [CGRect]) {
        fillDevicePath(Path().adding { $0.addRects(rects, transform: state.ctm) }, evenOdd: false)
    }
    /// Strokes the outline of a rectangle with the current stroke colour and line settings.
    public func stroke(_ rect: CGRect) { strokeDevicePath(Path().adding { $0.addRect(rect, transform: state.ctm) }) }
    /// Strokes the outline of a rectangle with the given line width, leaving the context's line width unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    /// Strokes a line segment between each pair of points: the first and second, the third and fourth, and so on.
    ///
    /// An odd last point is ignored.
    public func strokeLineSegments(between points: [CGPoint]) {
        var p = Path()
        var i = 0
        while i + 1 < points.count {
            p.move(to: points[i].applying(state.ctm)); p.addLine(to: points[i + 1].applying(state.ctm)); i += 2
        }
        strokeDevicePath(p)
    }
    /// Fills an ellipse; like Core Graphics, this clears the current path.
    public func fillEllipse(in rect: CGRect) {
        currentPath = Path()
        fillDevicePath(Path().adding { $0.addEllipse(in: rect, transform: state.ctm) }, evenOdd: false)
    }
    /// Strokes an ellipse; like Core Graphics, this clears the current path.
    public func strokeEllipse(in rect: CGRect) {
        currentPath = Path()
        strokeDevicePath(Path().adding { $0.addEllipse(in: rect, transform: state.ctm) })
    }

    /// Makes `rect` fully transparent (bitmaps) — on a PDF page it erases what
    /// this page drew there, which shows the white page beneath.
    public func clear(_ rect: CGRect) {
        let device = Path().adding { $0.addRect(rect, transform: state.ctm) }
        var group = DisplayGroup(
            clips: state.clips, items: [.fill(device, .color(RGBA(red: 0, green: 0, blue: 0)), FillStyle())])
        group.blendMode = .destinationOut
        emitRaw([.group(group)])
    }

    // MARK: Clipping

    /// Intersects the clip with the current path and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = currentPath
        currentPath = Path()
        addClip(path, evenOdd: rule == .evenOdd)
    }
    /// Intersects the clipping area with a rectangle.
    public func clip(to rect: CGRect) {
        addClip(Path().adding { $0.addRect(rect, transform: state.ctm) }, evenOdd: false)
    }
    /// Intersects the clipping area with the region the rectangles cover.
    public func clip(to rects: [CGRect]) {
        addClip(Path().adding { $0.addRects(rects, transform: state.ctm) }, evenOdd: false)
    }

    /// A clip with NaN or infinite coordinates clips everything away (an empty
    /// path) rather than reaching cairo, which would stop drawing altogether.
    private func addClip(_ path: Path, evenOdd: Bool) {
        state.clips.append(ClipPath(path: path.hasFiniteCoordinates ? path : Path(), style: FillStyle(eoFill: evenOdd)))
    }
    /// The clip's bounds in user space (infinite-looking when unclipped).
    public var boundingBoxOfClipPath: CGRect {
        var bounds = CGRect(origin: .zero, size: mediaBox.size).applying(baseTransform)
        for c in state.clips { bounds = bounds.safeIntersection(c.path.boundingRect) }
        return bounds.isNull ? .zero : bounds.applying(state.ctm.inverted())
    }

    // MARK: Images

    /// Draws an image into `rect` of user space. As in Core Graphics the image's
    /// top row lands at `rect.maxY`, so it is upright on a y-up page (and upside
    /// down if the caller flipped the CTM to y-down).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return }
        let r = rect.standardized
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: r.minY + r.maxY)
        emit([.group(DisplayGroup(transform: flip, items: [.image(image, r, state.interpolation.imageInterpolation)]))])
    }

    // MARK: Emitting paths

    func fillDevicePath(_ path: Path, evenOdd: Bool) {
        guard !path.isEmpty, path.hasFiniteCoordinates else { return }
        emitDevice([.fill(path, state.fillPaint, FillStyle(eoFill: evenOdd, antialiased: state.antialias))])
    }

    /// Strokes a device-space path with the pen of the current user space: the
    /// path is mapped back through the inverse CTM and stroked under the CTM, so
    /// line widths and dashes scale (and skew) as in Core Graphics.
    func strokeDevicePath(_ path: Path) {
        guard !path.isEmpty, path.hasFiniteCoordinates, let item = strokeItem(path) else { return }
        emitDevice([item])
    }

    func paintDevicePath(_ path: Path, fill: Bool, evenOdd: Bool, stroke: Bool) {
        guard !path.isEmpty, path.hasFiniteCoordinates else { return }
        var items: [DisplayItem] = []
        if fill { items.append(.fill(path, state.fillPaint, FillStyle(eoFill: evenOdd, antialiased: state.antialias))) }
        if stroke, let s = strokeItem(path) { items.append(s) }
        emitDevice(items)
    }

    private func strokeItem(_ path: Path) -> DisplayItem? {
        let m = state.ctm
        guard abs(m.a * m.d - m.b * m.c) > 1e-12 else { return nil }
        // Stroked in user space so the pen scales with the transform; under no
        // transform at all, device space is user space.
        if m.isIdentity { return .stroke(path, state.strokePaint, state.stroke) }
        let user = path.applying(m.inverted())
        return .group(DisplayGroup(transform: m, items: [.stroke(user, state.strokePaint, state.stroke)]))
    }
}

extension Path {
    /// Whether every point is a finite number: cairo puts a context into an
    /// error state for good on a NaN, so such paths are dropped before it.
    var hasFiniteCoordinates: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
            case .quadCurve(let p, let c): p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
            case .curve(let p, let a, let b): [p.x, p.y, a.x, a.y, b.x, b.y].allSatisfy(\.isFinite)
            case .closeSubpath: true
            }
        }
    }
}

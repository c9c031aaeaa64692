import Foundation

extension GraphicsContext {
    /// Options for gradient shadings (accepted for source compatibility).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient past its end points; accepted for source compatibility and ignored.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats the gradient past its end points, reversing every other repetition; accepted and ignored.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates the gradient's colours in a linear colour space; accepted for source compatibility and ignored.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How a fill or stroke is coloured, as SwiftUI's `GraphicsContext.Shading`.
    /// Gradient points are in the drawing's user space.
    public struct Shading {
        enum Kind {
            case color(Color)
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
            case tiled(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
            case backdrop
        }
        let kind: Kind

        /// A shading that fills with a constant colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        /// A shading that fills with a constant colour from red, green, blue and opacity components in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A shading that fills with a constant grey from a white level and opacity in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
            -> Shading
        {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// A shape style; unit points (of gradients) are relative to the shape's bounds.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { .style(ForegroundStyle()) }
        /// A shading that fills with a linear gradient from `startPoint` to `endPoint` (user space).
        ///
        /// The options are accepted for source compatibility and not applied: the gradient always pads past its end
        /// points.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        /// A shading that fills with a radial gradient around `center`, from `startRadius` to `endRadius` (user space).
        ///
        /// The options are accepted for source compatibility and not applied: the gradient always pads past its end
        /// radius.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        /// A conic (angular) sweep once around `center`, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }
        /// An image repeated from `origin`, each tile the image's size times `scale`.
        /// `sourceRect` (unit coordinates) selects part of the image.
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero,
            sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
        ) -> Shading {
            Shading(kind: .tiled(image, origin: origin, sourceRect: sourceRect, scale: scale))
        }

        /// What is already drawn behind. Drawing with it in the normal blend mode changes nothing, so
        /// Darkroom draws nothing for it.
        public static var backdrop: Shading { Shading(kind: .backdrop) }
        /// A shading per layer of multi-layer content (symbols); a path or text has one layer, so it
        /// is drawn with the first shading (with nothing when the array is empty).
        public static func palette(_ array: [GraphicsContext.Shading]) -> GraphicsContext.Shading {
            array.first ?? .backdrop
        }
        /// A Metal shader filling `bounds`. Darkroom cannot run Metal: the shader fills as its shape
        /// style does (its first colour argument, or nothing).
        public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> GraphicsContext.Shading {
            .style(shader)
        }

        /// The paint for a region with `bounds`, or `nil` for image tiles.
        func paint(bounds: CGRect, environment: EnvironmentValues) -> Paint? {
            switch kind {
            case .color(let c): return .color(c.resolve(in: environment))
            case .style(let s): return s._paint(in: environment, bounds: bounds)
            case .linear(let g, let a, let b):
                return .linearGradient(stops: g.resolved(in: environment), start: a, end: b)
            case .radial(let g, let c, let r0, let r1):
                return .radialGradient(stops: g.resolved(in: environment), center: c, startRadius: r0, endRadius: r1)
            case .backdrop: return .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
            case .conic, .tiled: return nil
            }
        }

        /// What fills `area` for shadings that are not paints: image tiles, or a
        /// conic gradient rasterised at `scale` pixels per point.
        func tiles(covering area: CGRect, environment: EnvironmentValues, transform: CGAffineTransform) -> [DisplayItem]
        {
            if case .conic(let g, let c, let a) = kind {
                // Pixels per user-space point: the display scale times the context's scale.
                let userScale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
                let scale = max(environment.displayScale, 1) * max(userScale, 0.01)
                return ConicGradientRaster.items(stops: g.resolved(in: environment), center: c, angle: a.radians,
                                                 area: area, scale: scale)
            }
            guard case .tiled(let image, let origin, let source, let scale) = kind,
                  let (bitmap, imageScale) = image.canvasBitmap(),
                  scale.isFinite, scale > 0, !area.isNull, area.width.isFinite, area.height.isFinite else { return [] }
            var tile = bitmap
            if source != CGRect(x: 0, y: 0, width: 1, height: 1) {
                let r = CGRect(
                    x: source.minX * CGFloat(bitmap.width), y: source.minY * CGFloat(bitmap.height),
                    width: source.width * CGFloat(bitmap.width), height: source.height * CGFloat(bitmap.height))
                guard let cropped = bitmap.cropping(to: r) else { return [] }
                tile = cropped
            }
            let w = CGFloat(tile.width) / imageScale * scale, h = CGFloat(tile.height) / imageScale * scale
            guard w > 0.01, h > 0.01 else { return [] }
            let x0 = origin.x + ((area.minX - origin.x) / w).rounded(.down) * w
            let y0 = origin.y + ((area.minY - origin.y) / h).rounded(.down) * h
            let columns = Int(saturating: ((area.maxX - x0) / w).rounded(.up))
            let rows = Int(saturating: ((area.maxY - y0) / h).rounded(.up))
            // A runaway tile count (a tiny tile over a huge area) is capped rather than exhausting memory.
            guard columns > 0, rows > 0, columns <= 250_000, rows <= 250_000, columns * rows <= 250_000 else {
                return []
            }
            var items: [DisplayItem] = []
            items.reserveCapacity(columns * rows)
            for row in 0..<rows {
                for col in 0..<columns {
                    items.append(
                        .image(
                            tile, CGRect(x: x0 + CGFloat(col) * w, y: y0 + CGFloat(row) * h, width: w, height: h),
                            .medium))
                }
            }
            return items
        }
    }
}

extension Image {
    /// The bitmap and its scale (pixels per point), as `makeNode` resolves them.
    func canvasBitmap() -> (CGImage, CGFloat)? {
        switch source {
        case .bitmap(let image, let scale): return image.map { ($0, scale > 0 && scale.isFinite ? scale : 1) }
        case .named(let name, let bundle):
            let env = EnvironmentValues.current
            if let asset = AssetImage.named(name, bundle: bundle, traits: AssetTraits(env), resources: env.appResources)
            {
                return asset.bitmap(points: asset.size, scale: env.displayScale)
            }
            return ImageLoader.shared.load(named: name, bundle: bundle).map { ($0, 1) }
        }
    }
}

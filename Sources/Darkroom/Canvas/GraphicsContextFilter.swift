import Foundation

extension GraphicsContext {
    /// Options for shadow filters.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Accepted for source compatibility; Darkroom always draws the shadow below.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Accepted for source compatibility; Darkroom draws the content too.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Asks for a shadow cast by the inverted alpha (an inner shadow); accepted for source compatibility and
        /// ignored.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Asks that the shadow be applied to each primitive rather than the group; accepted for source compatibility
        /// and ignored.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// A filter applied to drawing operations, as SwiftUI's `GraphicsContext.Filter`.
    ///
    /// Shadows and blurs are rasterised by the backend (display-group shadow and
    /// blur). Colour filters (`colorMatrix`, `brightness`, `saturation`, …) are
    /// applied to the recorded colours, gradient stops and image pixels, which is
    /// exact for everything except anti-aliased edges over a matrix that moves
    /// alpha, and except the matrix's alpha offset over fully transparent areas
    /// (SwiftUI's would paint those; Darkroom's leave them transparent).
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case shadow(color: Color, radius: CGFloat, offset: CGSize)
            case blur(CGFloat)
            case matrix(ColorMatrix)
            case transform(CGAffineTransform)
            case none
        }
        let kind: Kind

        /// A filter that draws a shadow below the drawing: its shape in `color`, blurred by `radius` and offset by `x`,
        /// `y`.
        ///
        /// Darkroom draws the shadow with the backend's display-group shadow, always below the content and with the
        /// normal blend mode: the blend mode and options are accepted for source compatibility and not applied. A
        /// radius or offset that is not finite counts as zero.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: GraphicsContext.BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
            return Filter(
                kind: .shadow(
                    color: color, radius: max(0, clean(radius)), offset: CGSize(width: clean(x), height: clean(y))))
        }
        /// A Gaussian blur; `radius` is twice the standard deviation, as SwiftUI's.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius.isFinite ? max(0, radius) : 0))
        }
        /// A filter that multiplies each colour (un-premultiplied RGBA) by a 4 × 5 colour matrix.
        ///
        /// Darkroom applies the matrix to the recorded colours, gradient stops and image pixels rather than to the
        /// rendered layer. Angular and elliptical gradients of shape styles keep their colours.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .matrix(matrix)) }
        /// Adds `amount` to each colour channel.
        public static func brightness(_ amount: Double) -> Filter {
            var m = ColorMatrix(); let a = Float(amount); m.r5 = a; m.g5 = a; m.b5 = a; return .colorMatrix(m)
        }
        /// Scales each channel's distance from mid-grey.
        public static func contrast(_ amount: Double) -> Filter {
            var m = ColorMatrix(); let c = Float(amount), o = 0.5 * (1 - c)
            m.r1 = c; m.g2 = c; m.b3 = c; m.r5 = o; m.g5 = o; m.b5 = o; return .colorMatrix(m)
        }
        /// Inverts colours, blended with the original by `amount`.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            var m = ColorMatrix(); let k = Float(min(max(amount, 0), 1))
            m.r1 = 1 - 2 * k; m.g2 = 1 - 2 * k; m.b3 = 1 - 2 * k; m.r5 = k; m.g5 = k; m.b5 = k; return .colorMatrix(m)
        }
        /// Multiplies each channel by the colour's.
        public static func colorMultiply(_ color: Color) -> Filter {
            let c = color.resolve(in: EnvironmentValues())
            var m = ColorMatrix(); m.r1 = Float(c.red); m.g2 = Float(c.green); m.b3 = Float(c.blue);
            m.a4 = Float(c.alpha)
            return .colorMatrix(m)
        }
        /// Saturation: 0 is grey, 1 unchanged (Rec. 709 luma weights, as Core Image's).
        public static func saturation(_ amount: Double) -> Filter {
            let s = Float(amount), lr: Float = 0.2126, lg: Float = 0.7152, lb: Float = 0.0722
            var m = ColorMatrix()
            m.r1 = lr * (1 - s) + s; m.r2 = lg * (1 - s); m.r3 = lb * (1 - s)
            m.g1 = lr * (1 - s); m.g2 = lg * (1 - s) + s; m.g3 = lb * (1 - s)
            m.b1 = lr * (1 - s); m.b2 = lg * (1 - s); m.b3 = lb * (1 - s) + s
            return .colorMatrix(m)
        }
        /// Grey scale by `amount` (1 is fully grey).
        public static func grayscale(_ amount: Double) -> Filter { saturation(1 - min(max(amount, 0), 1)) }
        /// Rotates hues (the SVG `hueRotate` matrix).
        public static func hueRotation(_ angle: Angle) -> Filter {
            let c = Float(cos(angle.radians)), s = Float(sin(angle.radians))
            var m = ColorMatrix()
            m.r1 = 0.213 + c * 0.787 - s * 0.213; m.r2 = 0.715 - c * 0.715 - s * 0.715;
            m.r3 = 0.072 - c * 0.072 + s * 0.928
            m.g1 = 0.213 - c * 0.213 + s * 0.143; m.g2 = 0.715 + c * 0.285 + s * 0.140;
            m.g3 = 0.072 - c * 0.072 - s * 0.283
            m.b1 = 0.213 - c * 0.213 - s * 0.787; m.b2 = 0.715 - c * 0.715 + s * 0.715;
            m.b3 = 0.072 + c * 0.928 + s * 0.072
            return .colorMatrix(m)
        }
        /// Alpha from luminance, colour black.
        public static var luminanceToAlpha: Filter {
            var m = ColorMatrix()
            m.r1 = 0; m.g2 = 0; m.b3 = 0; m.a4 = 0
            m.a1 = 0.2126; m.a2 = 0.7152; m.a3 = 0.0722
            return .colorMatrix(m)
        }

        /// A filter that draws through a projection. Darkroom draws the affine part of the matrix
        /// (translation, scale, rotation, skew); the perspective terms are dropped.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            let t = CGAffineTransform(a: matrix.m11, b: matrix.m12, c: matrix.m21, d: matrix.m22,
                                      tx: matrix.m31, ty: matrix.m32)
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return Filter(kind: .none) }
            return Filter(kind: .transform(t))
        }
        /// A filter that paints `color` where the drawing's alpha is at least `min`, and nothing elsewhere.
        ///
        /// Darkroom thresholds the recorded colours, not pixels: a colour whose alpha reaches `min`
        /// becomes `color` (opaque), others become clear, so soft (blurred or anti-aliased) edges are
        /// not cut; `max` is accepted and alphas above it are kept.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            let c = color.resolve(in: EnvironmentValues())
            // A steep ramp on alpha around `min`: alpha ≥ min → 1, below → 0 (the matrix result is clamped).
            let steep: Float = 1000
            var m = ColorMatrix()
            m.r1 = 0; m.g2 = 0; m.b3 = 0
            m.r5 = Float(c.red); m.g5 = Float(c.green); m.b5 = Float(c.blue)
            m.a4 = steep; m.a5 = -steep * Float(min.isFinite ? min : 0) + 1
            return .colorMatrix(m)
        }
        /// A Metal colour shader. Darkroom cannot run Metal, so the drawing is left as it is.
        public static func colorShader(_ shader: Shader) -> Filter { Filter(kind: .none) }
        /// A Metal distortion shader. Darkroom cannot run Metal, so the drawing is left as it is.
        public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            Filter(kind: .none)
        }
        /// A Metal layer shader. Darkroom cannot run Metal, so the drawing is left as it is.
        public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter(kind: .none) }

        /// Wraps items (canvas or user space) in what this filter needs.
        func apply(to items: [DisplayItem], environment: EnvironmentValues) -> [DisplayItem] {
            switch kind {
            case .shadow(let color, let radius, let offset):
                var g = DisplayGroup(items: items)
                g.shadow = Shadow(color: color.resolve(in: environment), radius: radius, offset: offset)
                return [.group(g)]
            case .blur(let radius):
                guard radius > 0 else { return items }
                return [.group(DisplayGroup(blurRadius: radius, items: items))]
            case .matrix(let m):
                return items.map { m.apply(to: $0) }
            case .transform(let t):
                return [.group(DisplayGroup(transform: t, items: items))]
            case .none:
                return items
            }
        }
    }

    /// Options for blur filters.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Asks for a blur that treats the content as opaque; accepted for source compatibility and ignored.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Asks for a dithered blur result; accepted for source compatibility and ignored.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }
}

/// A 4 × 5 matrix applied to un-premultiplied RGBA colours (the fifth column is an
/// offset), as SwiftUI's `ColorMatrix`.
public struct ColorMatrix: Equatable, Sendable {
    /// The row for the red output: `r1`…`r4` weigh the input red, green, blue and alpha; `r5` is added.
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// The row for the green output: `g1`…`g4` weigh the input red, green, blue and alpha; `g5` is added.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// The row for the blue output: `b1`…`b4` weigh the input red, green, blue and alpha; `b5` is added.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// The row for the alpha output: `a1`…`a4` weigh the input red, green, blue and alpha; `a5` is added.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    /// The identity matrix.
    public init() {}

    func apply(_ c: RGBA) -> RGBA {
        let r = Float(c.red), g = Float(c.green), b = Float(c.blue), a = Float(c.alpha)
        func clamp(_ v: Float) -> Double { Double(min(max(v, 0), 1)) }
        return RGBA(red: clamp(r1 * r + r2 * g + r3 * b + r4 * a + r5),
                    green: clamp(g1 * r + g2 * g + g3 * b + g4 * a + g5),
                    blue: clamp(b1 * r + b2 * g + b3 * b + b4 * a + b5),
                    alpha: clamp(a1 * r + a2 * g + a3 * b + a4 * a + a5))
    }

    func apply(to paint: Paint) -> Paint {
        func stops(_ s: [GradientStop]) -> [GradientStop] {
            s.map { GradientStop(color: apply($0.color), location: $0.location) }
        }
        switch paint {
        case .color(let c): return .color(apply(c))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: stops(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1):
            return .radialGradient(stops: stops(s), center: c, startRadius: r0, endRadius: r1)
        default:
            // Other gradient kinds keep their colours (the matrix is not applied to them).
            return paint
        }
    }

    func apply(to item: DisplayItem) -> DisplayItem {
        switch item {
        case .fill(let p, let paint, let s): return .fill(p, apply(to: paint), s)
        case .stroke(let p, let paint, let s): return .stroke(p, apply(to: paint), s)
        case .text(var t):
            t.runs = t.runs.map { var r = $0; r.paint = apply(to: r.paint); return r }
            t.decorations = t.decorations.map { (rect: $0.rect, color: apply($0.color)) }
            return .text(t)
        case .image(let image, let rect, let q): return .image(apply(to: image), rect, q)
        case .group(var g):
            g.items = g.items.map { apply(to: $0) }
            return .group(g)
        }
    }

    /// Each pixel un-premultiplied, transformed, premultiplied again.
    func apply(to image: CGImage) -> CGImage {
        var out = image.data
        let w = image.width, h = image.height, stride = image.bytesPerRow
        out.withUnsafeMutableBufferPointer { px in
            for y in 0..<h {
                for x in 0..<w {
                    let i = y * stride + x * 4
                    let a = Float(px[i + 3]) / 255
                    let inv: Float = a > 0 ? 1 / (a * 255) : 0
                    let c = apply(RGBA(red: Double(Float(px[i + 2]) * inv), green: Double(Float(px[i + 1]) * inv),
                                       blue: Double(Float(px[i]) * inv), alpha: Double(a)))
                    px[i + 3] = UInt8((c.alpha * 255).rounded())
                    px[i + 2] = UInt8((c.red * c.alpha * 255).rounded())
                    px[i + 1] = UInt8((c.green * c.alpha * 255).rounded())
                    px[i] = UInt8((c.blue * c.alpha * 255).rounded())
                }
            }
        }
        return CGImage(width: w, height: h, bytesPerRow: stride, premultipliedBGRA: out) ?? image
    }
}

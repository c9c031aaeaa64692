import Foundation

/// Evaluates a `Paint` at device pixels: a colour, or a gradient sampled at the
/// pixel's centre mapped back into the paint's coordinates.
struct PaintSampler {
    fileprivate enum Kind { case solid(RGBA), linear(CGPoint, CGPoint), radial(CGPoint, CGFloat, CGFloat), conic(Paint) }
    fileprivate let kind: Kind
    private let stops: [GradientStop]
    fileprivate let inverse: CGAffineTransform

    init(_ paint: Paint, ctm: CGAffineTransform) {
        inverse = ctm.inverted()
        switch paint {
        case .color(let c): kind = .solid(c); stops = []
        case .linearGradient(let s, let a, let b): kind = .linear(a, b); stops = s.sorted { $0.location < $1.location }
        case .radialGradient(let s, let c, let r0, let r1): kind = .radial(c, max(0, r0), max(0, r1)); stops = s.sorted { $0.location < $1.location }
        // Angular and elliptical gradients: t from Darkroom's `Paint.gradientParameter(at:)`.
        case .angularGradient, .ellipticalGradient: kind = .conic(paint); stops = paint.gradientStops.sorted { $0.location < $1.location }
        }
    }

    /// A gradient resolved for fast per-pixel fills: `lut` holds colours for t in
    /// 0…1 (libgd's straight RGB bits plus alpha 0…1); `parameter` maps a device
    /// pixel to t.
    struct Table {
        static let size = 1024
        let rgb: [Int32]
        let alpha: [Float]
        private let kind: Kind
        private let inverse: CGAffineTransform
        // Linear gradients: t is affine in device space, t = cx·x + cy·y + c0.
        private let cx: Double, cy: Double, c0: Double

        fileprivate init(_ sampler: PaintSampler) {
            var rgb = [Int32](repeating: 0, count: Self.size), alpha = [Float](repeating: 0, count: Self.size)
            for i in 0..<Self.size {
                let c = sampler.sample(CGFloat(i) / CGFloat(Self.size - 1))
                rgb[i] = GDColor.make(c, alpha: 1) & 0xFF_FFFF
                alpha[i] = Float(c.alpha)
            }
            self.rgb = rgb; self.alpha = alpha
            kind = sampler.kind; inverse = sampler.inverse
            if case .linear(let a, let b) = sampler.kind {
                let dx = Double(b.x - a.x), dy = Double(b.y - a.y), len2 = dx * dx + dy * dy
                let k = len2 > 0 ? 1 / len2 : 0
                let m = sampler.inverse
                // t(p) = ((m·p) - a) · d / |d|², expanded into device coordinates.
                cx = (Double(m.a) * dx + Double(m.b) * dy) * k
                cy = (Double(m.c) * dx + Double(m.d) * dy) * k
                c0 = ((Double(m.tx) - Double(a.x)) * dx + (Double(m.ty) - Double(a.y)) * dy) * k
            } else {
                cx = 0; cy = 0; c0 = 0
            }
        }

        /// For linear gradients, t at the centre of pixel (`x`, `y`) and its step per pixel in x.
        var linearRow: ((Int, Int) -> (t: Double, dt: Double))? {
            guard case .linear = kind else { return nil }
            let (cx, cy, c0) = (cx, cy, c0)
            return { x, y in (cx * (Double(x) + 0.5) + cy * (Double(y) + 0.5) + c0, cx) }
        }

        @inline(__always) static func index(_ t: Double) -> Int {
            guard t.isFinite else { return 0 }
            let i = Int(t * Double(size - 1) + 0.5)
            return i < 0 ? 0 : (i >= size ? size - 1 : i)
        }

        /// The table index for device pixel (`x`, `y`) (sampled at its centre).
        @inline(__always) func index(x: Int, y: Int) -> Int {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let t: Double
            switch kind {
            case .linear: t = cx * px + cy * py + c0
            case .radial(let c, let r0, let r1):
                let ux = Double(inverse.a) * px + Double(inverse.c) * py + Double(inverse.tx)
                let uy = Double(inverse.b) * px + Double(inverse.d) * py + Double(inverse.ty)
                let dist = ((ux - Double(c.x)) * (ux - Double(c.x)) + (uy - Double(c.y)) * (uy - Double(c.y))).squareRoot()
                t = r1 != r0 ? (dist - Double(r0)) / Double(r1 - r0) : (dist >= Double(r1) ? 1 : 0)
            case .solid: t = 0
            case .conic(let paint):
                let ux = Double(inverse.a) * px + Double(inverse.c) * py + Double(inverse.tx)
                let uy = Double(inverse.b) * px + Double(inverse.d) * py + Double(inverse.ty)
                t = paint.gradientParameter(at: CGPoint(x: ux, y: uy)) ?? 0
            }
            guard t.isFinite else { return 0 }
            let i = Int(t * Double(Self.size - 1) + 0.5)
            return i < 0 ? 0 : (i >= Self.size ? Self.size - 1 : i)
        }
    }

    /// The lookup table of a gradient paint (`nil` for a colour).
    func table() -> Table? { solidColor == nil ? Table(self) : nil }

    /// The colour if the paint is one colour everywhere.
    var solidColor: RGBA? { if case .solid(let c) = kind { return c }; return nil }

    /// The colour at device pixel (`x`, `y`).
    func color(x: Int, y: Int) -> RGBA { color(atDevice: CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) }

    func color(atDevice d: CGPoint) -> RGBA {
        switch kind {
        case .solid(let c): return c
        case .linear(let a, let b):
            let p = d.applying(inverse)
            let dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy
            return sample(len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0)
        case .radial(let c, let r0, let r1):
            let p = d.applying(inverse)
            let dist = hypot(p.x - c.x, p.y - c.y)
            return sample(r1 != r0 ? (dist - r0) / (r1 - r0) : (dist >= r1 ? 1 : 0))
        case .conic(let paint):
            return sample(CGFloat(paint.gradientParameter(at: d.applying(inverse)) ?? 0))
        }
    }

    /// Colour stops interpolated with premultiplied alpha (as pixman does), padded at both ends.
    fileprivate func sample(_ t: CGFloat) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        let t = Double(t.isFinite ? t : 0)
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while i < stops.count && stops[i].location < t { i += 1 }
        let s0 = stops[i - 1], s1 = stops[min(i, stops.count - 1)]
        let span = s1.location - s0.location
        let u = span > 0 ? (t - s0.location) / span : 1
        let a = s0.color.alpha * (1 - u) + s1.color.alpha * u
        guard a > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ c0: Double, _ c1: Double) -> Double { (c0 * s0.color.alpha * (1 - u) + c1 * s1.color.alpha * u) / a }
        return RGBA(red: mix(s0.color.red, s1.color.red), green: mix(s0.color.green, s1.color.green),
                    blue: mix(s0.color.blue, s1.color.blue), alpha: a)
    }
}

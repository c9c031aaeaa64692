import Foundation

/// Evaluates a `Paint` at device pixels: a colour, or a gradient sampled at the
/// pixel's centre mapped back into the paint's coordinates.
struct PaintSampler {
    private enum Kind { case solid(RGBA), linear(CGPoint, CGPoint), radial(CGPoint, CGFloat, CGFloat) }
    private let kind: Kind
    private let stops: [GradientStop]
    private let inverse: CGAffineTransform

    init(_ paint: Paint, ctm: CGAffineTransform) {
        inverse = ctm.inverted()
        switch paint {
        case .color(let c): kind = .solid(c); stops = []
        case .linearGradient(let s, let a, let b): kind = .linear(a, b); stops = s.sorted { $0.location < $1.location }
        case .radialGradient(let s, let c, let r0, let r1): kind = .radial(c, max(0, r0), max(0, r1)); stops = s.sorted { $0.location < $1.location }
        }
    }

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
        }
    }

    /// Colour stops interpolated with premultiplied alpha (as pixman does), padded at both ends.
    private func sample(_ t: CGFloat) -> RGBA {
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

import Foundation

extension Array where Element == GradientStop {
    /// The colour of a resolved gradient at `location` (0…1), as gradients
    /// interpolate it: clamped to the end stops, linear between neighbours.
    /// Unpremultiplied, as Core Graphics and cairo interpolate stops. Conic
    /// gradients (cairo's mesh sectors, `ConicGradientRaster`) sample with it.
    package func color(at location: Double) -> RGBA {
        guard let first = first else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        let sorted = self.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        if location <= sorted[0].location { return sorted[0].color }
        guard let last = sorted.last, location < last.location else { return sorted.last?.color ?? first.color }
        for i in 1..<sorted.count where location < sorted[i].location {
            let a = sorted[i - 1], b = sorted[i]
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            return RGBA(red: a.color.red + (b.color.red - a.color.red) * t,
                        green: a.color.green + (b.color.green - a.color.green) * t,
                        blue: a.color.blue + (b.color.blue - a.color.blue) * t,
                        alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * t)
        }
        return last.color
    }
}

extension Paint {
    /// The gradient parameter t (0…1 between the first and last stop, unclamped for
    /// linear, radial and elliptical gradients) at a point in the paint's
    /// coordinates; `nil` for a plain colour: for code that shades pixel by pixel;
    /// sample the colour with `stops.color(at:)`.
    ///
    /// Angular gradients follow SwiftUI: t grows clockwise (on a y-down screen)
    /// from the start angle; in the wedge a partial sweep leaves open, t is 1 up
    /// to the wedge's middle and 0 after it.
    package func gradientParameter(at p: CGPoint) -> Double? {
        switch self {
        case .color, .image:
            return nil
        case .linearGradient(_, let a, let b):
            let dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy
            return len2 > 0 ? Double(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2) : 0
        case .radialGradient(_, let c, let r0, let r1):
            let d = hypot(p.x - c.x, p.y - c.y)
            return r1 != r0 ? Double((d - r0) / (r1 - r0)) : (d >= r1 ? 1 : 0)
        case .ellipticalGradient(_, let c, let size, let f0, let f1):
            guard size.width > 0, size.height > 0 else { return 1 }
            let d = Double(hypot((p.x - c.x) / size.width, (p.y - c.y) / size.height))
            return f1 != f0 ? (d - f0) / (f1 - f0) : (d >= f1 ? 1 : 0)
        case .angularGradient(_, let c, let startAngle, let endAngle):
            let turn = 2 * Double.pi
            var a0 = startAngle.isFinite ? startAngle : 0
            let a1 = endAngle.isFinite ? endAngle : a0
            if a1 - a0 > turn { a0 = a1 - turn }
            let sweep = max(0, a1 - a0)
            var a = atan2(Double(p.y - c.y), Double(p.x - c.x)) - a0
            a = a.truncatingRemainder(dividingBy: turn)
            if a < 0 { a += turn }
            if sweep > 0 && a <= sweep { return a / sweep }
            return a < sweep + (turn - sweep) / 2 ? 1 : 0
        }
    }

    /// The colour stops of a gradient paint (empty for a plain colour).
    package var gradientStops: [GradientStop] {
        switch self {
        case .color, .image: []
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _),
             .ellipticalGradient(let s, _, _, _, _): s
        }
    }
}

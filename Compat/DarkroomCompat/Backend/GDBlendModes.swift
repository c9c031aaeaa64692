import Foundation

/// Blend modes libgd has no effect for, on straight-alpha libgd words, after
/// the W3C Compositing and Blending formulas (the ones cairo implements):
/// separable and non-separable modes composite "source over" with the blended
/// colour; `destinationOut`, `destinationOver` and `sourceAtop` are Porter-Duff
/// operators; `plusLighter` adds.
enum GDBlendModes {
    static func blend(_ dst: Int32, _ src: Int32, _ mode: BlendMode) -> Int32 {
        let sa = Double(127 - ((src >> 24) & 0x7F)) / 127, da = Double(127 - ((dst >> 24) & 0x7F)) / 127
        let s = rgb(src), d = rgb(dst)
        var outA: Double
        var out: (Double, Double, Double)  // premultiplied
        switch mode {
        case .destinationOut:
            outA = da * (1 - sa)
            return pack(d, alpha: outA)
        case .destinationOver:
            outA = da + sa * (1 - da)
            out = mix(d, da, s, sa * (1 - da))
        case .sourceAtop:
            outA = da
            out = mix(s, sa * da, d, da * (1 - sa))
        case .plusLighter:
            outA = min(1, sa + da)
            out = (min(1, s.0 * sa + d.0 * da), min(1, s.1 * sa + d.1 * da), min(1, s.2 * sa + d.2 * da))
        default:
            let b = blended(d, s, mode)
            outA = sa + da * (1 - sa)
            out = (s.0 * sa * (1 - da) + d.0 * da * (1 - sa) + sa * da * b.0,
                   s.1 * sa * (1 - da) + d.1 * da * (1 - sa) + sa * da * b.1,
                   s.2 * sa * (1 - da) + d.2 * da * (1 - sa) + sa * da * b.2)
        }
        guard outA > 0 else { return GDColor.transparent }
        return pack((out.0 / outA, out.1 / outA, out.2 / outA), alpha: outA)
    }

    private static func rgb(_ c: Int32) -> (Double, Double, Double) {
        (Double((c >> 16) & 0xFF) / 255, Double((c >> 8) & 0xFF) / 255, Double(c & 0xFF) / 255)
    }
    private static func mix(_ a: (Double, Double, Double), _ wa: Double, _ b: (Double, Double, Double), _ wb: Double) -> (Double, Double, Double) {
        (a.0 * wa + b.0 * wb, a.1 * wa + b.1 * wb, a.2 * wa + b.2 * wb)
    }
    private static func pack(_ c: (Double, Double, Double), alpha: Double) -> Int32 {
        func q(_ v: Double) -> Int32 { Int32(min(max(v, 0), 1) * 255 + 0.5) }
        let a7 = 127 - Int32(min(max(alpha, 0), 1) * 127 + 0.5)
        return (a7 << 24) | (q(c.0) << 16) | (q(c.1) << 8) | q(c.2)
    }

    /// B(backdrop, source) per channel, or for the whole colour (non-separable modes).
    private static func blended(_ b: (Double, Double, Double), _ s: (Double, Double, Double), _ mode: BlendMode) -> (Double, Double, Double) {
        func each(_ f: (Double, Double) -> Double) -> (Double, Double, Double) { (f(b.0, s.0), f(b.1, s.1), f(b.2, s.2)) }
        switch mode {
        case .multiply, .plusDarker: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { cb, cs in hardLight(cs: cb, cb: cs) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge: return each { cb, cs in cb == 0 ? 0 : (cs >= 1 ? 1 : min(1, cb / (1 - cs))) }
        case .colorBurn: return each { cb, cs in cb >= 1 ? 1 : (cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)) }
        case .hardLight: return each { cb, cs in hardLight(cs: cs, cb: cb) }
        case .softLight:
            return each { cb, cs in
                if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
                let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                return cb + (2 * cs - 1) * (d - cb)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return setLum(setSat(s, sat(b)), lum(b))
        case .saturation: return setLum(setSat(b, sat(s)), lum(b))
        case .color: return setLum(s, lum(b))
        case .luminosity: return setLum(b, lum(s))
        default: return s
        }
    }

    private static func hardLight(cs: Double, cb: Double) -> Double {
        cs <= 0.5 ? cb * 2 * cs : { let s2 = 2 * cs - 1; return cb + s2 - cb * s2 }()
    }
    private static func lum(_ c: (Double, Double, Double)) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
    private static func sat(_ c: (Double, Double, Double)) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }
    private static func clipColor(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 { r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n)) }
        if x > 1 { r = (l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l)) }
        return r
    }
    private static func setLum(_ c: (Double, Double, Double), _ l: Double) -> (Double, Double, Double) {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }
    private static func setSat(_ c: (Double, Double, Double), _ s: Double) -> (Double, Double, Double) {
        let mx = max(c.0, c.1, c.2), mn = min(c.0, c.1, c.2)
        guard mx > mn else { return (0, 0, 0) }
        func f(_ v: Double) -> Double { (v - mn) * s / (mx - mn) }
        return (f(c.0), f(c.1), f(c.2))
    }
}

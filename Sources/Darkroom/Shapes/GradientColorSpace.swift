import Foundation

extension Gradient {
    /// The space a gradient's colours are interpolated in, as SwiftUI's `Gradient.ColorSpace`.
    ///
    /// `.perceptual` interpolates in Oklab, where equal steps look equal: Darkroom draws it by adding stops
    /// between the gradient's own, interpolated in Oklab (cairo interpolates between them in sRGB).
    nonisolated public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// Interpolation in the output's colour space (sRGB), the default.
        public static let device = ColorSpace(isPerceptual: false)
        /// Interpolation in a perceptual space (Oklab).
        public static let perceptual = ColorSpace(isPerceptual: true)

        /// `paint` with its gradient's stops interpolated in this space.
        func interpolating(_ paint: Paint) -> Paint {
            guard isPerceptual else { return paint }
            switch paint {
            case .color, .image: return paint
            case .linearGradient(let stops, let start, let end):
                return .linearGradient(stops: Oklab.densify(stops), start: start, end: end)
            case .radialGradient(let stops, let center, let startRadius, let endRadius):
                return .radialGradient(stops: Oklab.densify(stops), center: center, startRadius: startRadius,
                                       endRadius: endRadius)
            case .angularGradient(let stops, let center, let startAngle, let endAngle):
                return .angularGradient(stops: Oklab.densify(stops), center: center, startAngle: startAngle,
                                        endAngle: endAngle)
            case .ellipticalGradient(let stops, let center, let size, let startFraction, let endFraction):
                return .ellipticalGradient(stops: Oklab.densify(stops), center: center, size: size,
                                           startRadiusFraction: startFraction, endRadiusFraction: endFraction)
            }
        }
    }

    /// The gradient drawn with its colours interpolated in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(self).colorSpace(space) }
}

extension AnyGradient {
    /// The gradient drawn with its colours interpolated in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var copy = self
        copy.space = space
        return copy
    }
}

/// Oklab (Björn Ottosson's perceptual colour space), for perceptual gradients.
enum Oklab {
    /// Stops between each pair of `stops`, interpolated in Oklab: eight steps per pair.
    static func densify(_ stops: [GradientStop]) -> [GradientStop] {
        guard stops.count > 1 else { return stops }
        var result: [GradientStop] = []
        for (a, b) in zip(stops, stops.dropFirst()) {
            let la = lab(a.color), lb = lab(b.color)
            for step in 0..<8 {
                let t = Double(step) / 8
                let mixed = (la.0 + (lb.0 - la.0) * t, la.1 + (lb.1 - la.1) * t, la.2 + (lb.2 - la.2) * t)
                let alpha = a.color.alpha + (b.color.alpha - a.color.alpha) * t
                result.append(GradientStop(color: rgb(mixed, alpha: alpha),
                                           location: a.location + (b.location - a.location) * t))
            }
        }
        if let last = stops.last { result.append(last) }
        return result
    }

    private static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    private static func gamma(_ c: Double) -> Double {
        let v = max(0, min(1, c))
        return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    static func lab(_ color: RGBA) -> (Double, Double, Double) {
        let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    static func rgb(_ lab: (Double, Double, Double), alpha: Double) -> RGBA {
        let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
        let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
        let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
        return RGBA(red: gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                    green: gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                    blue: gamma(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s), alpha: alpha)
    }
}

// The gradient styles of an `AnyGradient` (`Color.blue.gradient`), drawn in its colour space.
extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> some ShapeStyle {
        SpacedGradient(base: LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint),
                       space: gradient.space)
    }
}
extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient` around `center`.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> some ShapeStyle {
        SpacedGradient(base: RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius,
                                            endRadius: endRadius), space: gradient.space)
    }
}
extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient` around `center`.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)
        -> some ShapeStyle {
        SpacedGradient(base: EllipticalGradient(gradient: gradient.gradient, center: center,
                                                startRadiusFraction: startRadiusFraction,
                                                endRadiusFraction: endRadiusFraction), space: gradient.space)
    }
}
extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient` around `center`, from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle,
                                       endAngle: Angle) -> some ShapeStyle {
        SpacedGradient(base: AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle,
                                             endAngle: endAngle), space: gradient.space)
    }
    /// A full-turn angular gradient of `gradient` around `center`, starting at `angle`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero)
        -> some ShapeStyle {
        SpacedGradient(base: AngularGradient(gradient: gradient.gradient, center: center, angle: angle),
                       space: gradient.space)
    }
}

/// A gradient style drawn in a colour space.
nonisolated struct SpacedGradient<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let space: Gradient.ColorSpace
    func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        space.interpolating(base._paint(in: environment, bounds: bounds))
    }
}

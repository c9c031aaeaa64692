import Foundation

/// How a region is painted, resolved to absolute coordinates: a display-list value.
@_spi(Engine) public enum Paint: Sendable, Hashable {
    /// A solid colour.
    case color(RGBA)
    /// A linear gradient between two points in the drawing's coordinate space.
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
    /// A radial gradient between two circles.
    case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A conic sweep around `center`: colours vary with the angle (radians, from
    /// the +x axis towards +y, clockwise on screen) between the two angles.
    case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
    /// A radial gradient squeezed to an ellipse: radii are fractions of `size`
    /// (width for x, height for y) around `center`.
    case ellipticalGradient(
        stops: [GradientStop], center: CGPoint, size: CGSize, startRadiusFraction: Double, endRadiusFraction: Double)
    /// A region of an image repeated over the plane (`ImagePaint`).
    case image(ImagePattern)

    var isInvisible: Bool {
        switch self {
        case .color(let c): c.alpha == 0
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _),
             .ellipticalGradient(let s, _, _, _, _): s.allSatisfy { $0.color.alpha == 0 }
        case .image(let p): p.opacity <= 0
        }
    }
}

/// One colour stop of a resolved gradient.
@_spi(Engine) public struct GradientStop: Sendable, Hashable {
    /// The colour at this stop.
    public var color: RGBA
    /// The stop's position along the gradient, from 0 (start) to 1 (end).
    public var location: Double
}

extension [GradientStop] {
    /// The stops as drawn: NaN locations read as 0, and past
    /// `InputLimits.maxGradientStops` an even sample of them (first and last
    /// kept), so drawing cost does not grow with a caller's stop count.
    package func bounded() -> [GradientStop] {
        let clean = map { GradientStop(color: $0.color, location: $0.location.isNaN ? 0 : $0.location) }
        let limit = InputLimits.maxGradientStops
        guard clean.count > limit else { return clean }
        return (0..<limit).map { clean[$0 * (clean.count - 1) / (limit - 1)] }
    }
}

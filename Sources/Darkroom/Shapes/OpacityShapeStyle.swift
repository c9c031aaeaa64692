import Foundation

/// A shape style drawn at a fraction of its opacity (`.quaternary.opacity(0.7)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        let f = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        func faded(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.multipliedAlpha(f), location: $0.location) }
        }
        switch base._paint(in: environment, bounds: bounds) {
        case .color(let c): return .color(c.multipliedAlpha(f))
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: faded(stops), start: start, end: end)
        case .radialGradient(let stops, let c, let r0, let r1):
            return .radialGradient(stops: faded(stops), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let c, let a0, let a1):
            return .angularGradient(stops: faded(stops), center: c, startAngle: a0, endAngle: a1)
        case let other: return other
        }
    }
}

extension ShapeStyle {
    /// This style at a fraction of its opacity.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

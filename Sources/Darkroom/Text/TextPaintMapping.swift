import Foundation

extension Paint {
    /// A paint resolved for the unit square, stretched over `rect`: gradient
    /// geometry given in unit points (SwiftUI's `UnitPoint`s) moves with the frame;
    /// absolute lengths (radial radii, angles) stay as they are.
    func mapped(fromUnitTo rect: CGRect) -> Paint {
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: rect.minX + p.x * rect.width, y: rect.minY + p.y * rect.height) }
        switch self {
        case .color, .image:
            return self
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: stops, start: map(start), end: map(end))
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radialGradient(stops: stops, center: map(center), startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angularGradient(stops: stops, center: map(center), startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let stops, let center, let size, let f0, let f1):
            return .ellipticalGradient(stops: stops, center: map(center),
                                       size: CGSize(width: size.width * rect.width, height: size.height * rect.height),
                                       startRadiusFraction: f0, endRadiusFraction: f1)
        }
    }
}

extension TextLayoutResult {
    /// The result with its runs' gradient paints stretched from the unit square over `rect`
    /// (paragraph coordinates).
    func mappingPaints(fromUnitTo rect: CGRect) -> TextLayoutResult {
        var r = self
        r.runs = runs.map { run in
            guard case .color = run.paint else {
                var moved = run
                moved.paint = run.paint.mapped(fromUnitTo: rect)
                return moved
            }
            return run
        }
        return r
    }
}

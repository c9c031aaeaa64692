import Foundation

// Gradient fills of the clip region, as Core Graphics draws them.
extension CGContext {
    /// The clip region's bounds in user space, generously: where a gradient may paint.
    private var userPaintBounds: CGRect {
        var device = CGRect(origin: .zero, size: mediaBox.size)
        for c in state.clips { device = device.safeIntersection(c.path.boundingRect) }
        if device.isNull { return .null }
        return device.insetBy(dx: -2, dy: -2).applying(state.ctm.inverted())
    }

    /// Paints the clip region with a linear gradient from `start` to `end` (user
    /// space). Beyond the ends it paints only what `options` ask for.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let bounds = userPaintBounds
        guard !bounds.isNull, start != end, [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        let reach = hypot(bounds.width, bounds.height) + hypot(bounds.midX - start.x, bounds.midY - start.y)
            + hypot(end.x - start.x, end.y - start.y)
        let length = hypot(end.x - start.x, end.y - start.y)
        let d = CGVector(dx: (end.x - start.x) / length, dy: (end.y - start.y) / length),
            n = CGVector(dx: -d.dy, dy: d.dx)
        let from =
            options.contains(.drawsBeforeStartLocation)
            ? CGPoint(x: start.x - d.dx * reach, y: start.y - d.dy * reach) : start
        let to =
            options.contains(.drawsAfterEndLocation) ? CGPoint(x: end.x + d.dx * reach, y: end.y + d.dy * reach) : end
        var band = Path()
        band.addLines([
            CGPoint(x: from.x + n.dx * reach, y: from.y + n.dy * reach),
            CGPoint(x: to.x + n.dx * reach, y: to.y + n.dy * reach),
            CGPoint(x: to.x - n.dx * reach, y: to.y - n.dy * reach),
            CGPoint(x: from.x - n.dx * reach, y: from.y - n.dy * reach)
        ])
        band.closeSubpath()
        emit([
            .fill(
                band, .linearGradient(stops: gradient.stops, start: start, end: end),
                FillStyle(antialiased: state.antialias))
        ])
    }

    /// Paints a radial gradient between two circles (user space). Darkroom's
    /// display list has concentric radial gradients only: when the centres
    /// differ, both circles are drawn around `endCenter`.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        let bounds = userPaintBounds
        guard !bounds.isNull, [endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite),
              startRadius >= 0, endRadius >= 0, startRadius != endRadius else { return }
        let (inner, outer) = (min(startRadius, endRadius), max(startRadius, endRadius))
        // Which side of the ramp lies inside the inner circle / outside the outer one.
        let paintsInside =
            startRadius < endRadius
            ? options.contains(.drawsBeforeStartLocation) : options.contains(.drawsAfterEndLocation)
        let paintsOutside =
            startRadius < endRadius
            ? options.contains(.drawsAfterEndLocation) : options.contains(.drawsBeforeStartLocation)
        var region = Path()
        if paintsOutside {
            region.addRect(
                bounds.union(
                    CGRect(x: endCenter.x - outer, y: endCenter.y - outer, width: 2 * outer, height: 2 * outer)))
        } else {
            region.addEllipse(
                in: CGRect(x: endCenter.x - outer, y: endCenter.y - outer, width: 2 * outer, height: 2 * outer))
        }
        if !paintsInside && inner > 0 {
            region.addEllipse(
                in: CGRect(x: endCenter.x - inner, y: endCenter.y - inner, width: 2 * inner, height: 2 * inner))
        }
        emit([
            .fill(
                region,
                .radialGradient(
                    stops: gradient.stops, center: endCenter, startRadius: startRadius, endRadius: endRadius),
                FillStyle(eoFill: true, antialiased: state.antialias))
        ])
    }
}

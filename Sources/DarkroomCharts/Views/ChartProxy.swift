import Foundation

/// A proxy to a chart's scales and plot area, handed to `chartOverlay` and `chartBackground`.
///
/// Positions are in the plot area's coordinates (origin at its top-leading corner),
/// as in Swift Charts; add `geometry[proxy.plotAreaFrame].origin` to place views.
public struct ChartProxy {
    let x: PositionScale?
    let y: PositionScale?
    let plot: CGRect

    /// The plot area's frame, for a `GeometryReader` that fills the chart.
    public var plotAreaFrame: Anchor<CGRect> { Anchor(value: plot) }
    /// The plot's frame (iOS 17 spelling).
    public var plotFrame: Anchor<CGRect>? { Anchor(value: plot) }
    /// The plot area's size.
    public var plotAreaSize: CGSize { plot.size }
    /// The plot's size (iOS 17 spelling).
    public var plotSize: CGSize { plot.size }

    /// The x position of a data value.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        x?.position(value._plotPrimitive).map { $0 - plot.minX }
    }
    /// The y position of a data value.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        y?.position(value._plotPrimitive).map { $0 - plot.minY }
    }
    /// The point of an (x, y) pair of data values.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
        return CGPoint(x: px, y: py)
    }
    /// The data value at an x position.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        x?.value(at: position + plot.minX).flatMap { PlottableConversion.make($0, as: type) }
    }
    /// The data value at a y position.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        y?.value(at: position + plot.minY).flatMap { PlottableConversion.make($0, as: type) }
    }
    /// The data values at a point.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type) -> (X, Y)? {
        guard let vx = value(atX: location.x, as: X.self), let vy = value(atY: location.y,
            as: Y.self) else { return nil }
        return (vx, vy)
    }
    /// The x range of a data value's band.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        guard let scale = x, let c = position(forX: value) else { return nil }
        let half = scale.bandWidth(at: value._plotPrimitive, count: 1) / 2
        return scale.isCategory || scale.unit != nil ? (c - half)...(c + half) : c...c
    }
}

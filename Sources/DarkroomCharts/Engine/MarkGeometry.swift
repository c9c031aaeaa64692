import Foundation

/// Where each mark lands in the chart, in points.
nonisolated extension ChartModel {
    /// The rectangle of a bar or rectangle mark.
    func rect(of i: Int) -> CGRect? {
        let mark = marks[i]
        let h = horizontal[i]
        guard let (bandLo, bandHi) = bandSpan(i, alongX: !h) else { return nil }
        let valueScale = h ? x : y
        var lo: CGFloat
        var hi: CGFloat
        if let (a, b) = valueExtent(i), let scale = valueScale {
            if mark.kind == .rectangle, (h ? mark.x : mark.y)?.hi == nil {
                // A rectangle at a point: a band-sized box around it.
                guard let (a2, b2) = bandSpan(i, alongX: h) else { return nil }
                lo = a2; hi = b2
            } else {
                lo = scale.map(a); hi = scale.map(b)
            }
        } else if let (a, b) = bandSpan(i, alongX: h) {
            lo = a; hi = b
        } else {
            // One-dimensional: spans the plot.
            lo = h ? plot.minX : plot.maxY; hi = h ? plot.maxX : plot.minY
        }
        if (h ? mark.x : mark.y) == nil {
            lo = h ? plot.minX : plot.maxY; hi = h ? plot.maxX : plot.minY
        }
        let r = h ? CGRect(x: min(lo, hi), y: bandLo, width: abs(hi - lo), height: bandHi - bandLo)
                  : CGRect(x: bandLo, y: min(lo, hi), width: bandHi - bandLo, height: abs(hi - lo))
        return r.offsetBy(dx: mark.offset.width, dy: mark.offset.height)
    }

    /// The extent of a mark across its band (alongX: the x extent of a vertical bar).
    func bandSpan(_ i: Int, alongX: Bool) -> (CGFloat, CGFloat)? {
        let mark = marks[i]
        guard let scale = alongX ? x : y else {
            let r = alongX ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY)
            return r
        }
        guard let channel = alongX ? mark.x : mark.y else {
            if let fixed = (alongX ? mark.xPoints : mark.yPoints).0 {
                let dim = alongX ? mark.width : mark.height
                let w = dim.length(band: 20, automatic: 1)
                let c = alongX ? plot.minX + fixed : plot.minY + fixed
                return (c - w / 2, c + w / 2)
            }
            return alongX ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY)
        }
        if let hi = channel.hi, let a = scale.position(channel.lo), let b = scale.position(hi),
           !scale.isCategory {
            let s = scale.unit != nil ? (channel.lo.continuous.map(scale.map) ?? a) : a
            let e = scale.unit != nil ? (hi.continuous.map(scale.map) ?? b) : b
            return (min(s, e), max(s, e))
        }
        guard let center = scale.position(channel.lo) else { return nil }
        let count = alongX ? xValueCount : yValueCount
        let band = scale.bandWidth(at: channel.lo, count: count)
        let dim = alongX ? mark.width : mark.height
        let isBarLike = mark.kind == .bar || (mark.kind == .rectangle && !scale.isCategory)
        let automatic: CGFloat = isBarLike ? ChartDefaults.bandRatio : 1
        if let (index, n) = groups[i], mark.positionAxis == nil || (mark.positionAxis == .horizontal) == alongX {
            let span = mark.positionSpan.length(band: band, automatic: ChartDefaults.bandRatio)
            let slot = span / CGFloat(n)
            let w = dim.length(band: slot, automatic: ChartDefaults.bandRatio)
            let c = center - span / 2 + slot * (CGFloat(index) + 0.5)
            return (c - w / 2, c + w / 2)
        }
        let w = dim.length(band: band, automatic: automatic)
        return (center - w / 2, center + w / 2)
    }

    /// The point of a line, area or point mark (value stacked for areas).
    func point(of i: Int, upper: Bool = true) -> CGPoint? {
        // Field by field: copying a whole record per point costs more than the arithmetic.
        var px: CGFloat?
        var py: CGFloat?
        let kind = marks[i].kind
        if let channel = marks[i].x, let scale = x {
            if horizontal[i], let (a, b) = valueExtent(i) { px = scale.map(upper ? b : a) }
            else { px = scale.position(channel.lo) }
        } else if let fixed = marks[i].xPoints.0 { px = plot.minX + fixed } else { px = plot.midX }
        if let channel = marks[i].y, let scale = y {
            if !horizontal[i], kind == .area || channel.hi != nil, let (a, b) = valueExtent(i) {
                px = px ?? 0
                py = scale.map(upper ? b : a)
            } else {
                py = scale.position(channel.lo)
            }
        } else if let fixed = marks[i].yPoints.0 { py = plot.minY + fixed } else { py = plot.midY }
        guard let px, let py, px.isFinite, py.isFinite else { return nil }
        let offset = marks[i].offset
        return CGPoint(x: px + offset.width, y: py + offset.height)
    }

    /// The segment of a rule mark.
    func rule(of i: Int) -> (CGPoint, CGPoint)? {
        let mark = marks[i]
        if let xc = mark.x, mark.y == nil || mark.y?.hi != nil || mark.x?.hi == nil && mark.y == nil,
           let scale = x, xc.hi == nil, let px = scale.position(xc.lo) {
            var y0 = mark.yPoints.0.map { plot.minY + $0 } ?? plot.maxY
            var y1 = mark.yPoints.1.map { plot.minY + $0 } ?? plot.minY
            if let yc = mark.y, let hi = yc.hi, let ys = y, let a = ys.position(yc.lo), let b = ys.position(hi) {
                y0 = a; y1 = b
            }
            return (CGPoint(x: px, y: y0), CGPoint(x: px, y: y1))
        }
        if let yc = mark.y, let scale = y, yc.hi == nil, let py = scale.position(yc.lo) {
            var x0 = mark.xPoints.0.map { plot.minX + $0 } ?? plot.minX
            var x1 = mark.xPoints.1.map { plot.minX + $0 } ?? plot.maxX
            if let xc = mark.x, let hi = xc.hi, let xs = x, let a = xs.position(xc.lo), let b = xs.position(hi) {
                x0 = a; x1 = b
            }
            return (CGPoint(x: x0, y: py), CGPoint(x: x1, y: py))
        }
        return nil
    }
}

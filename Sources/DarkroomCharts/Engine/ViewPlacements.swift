import Foundation

/// A view placed over the chart: an annotation, a symbol view or a custom axis label.
struct ViewPlacement {
    var view: AnyView
    /// The point the view's `alignment` point sits on.
    var point: CGPoint
    var alignment: Alignment
}

nonisolated extension ChartModel {
    func viewPlacements() -> [ViewPlacement] {
        var out: [ViewPlacement] = []
        for i in marks.indices where marks[i].symbolView != nil || !marks[i].annotations.isEmpty {
            let mark = marks[i]
            if let view = mark.symbolView, let p = point(of: i) {
                out.append(ViewPlacement(view: view, point: p, alignment: .center))
            }
            guard !mark.annotations.isEmpty, let target = targetRect(i) else { continue }
            for note in mark.annotations {
                out.append(placement(note, target: target, horizontalBar: horizontal[i] && mark.kind == .bar))
            }
        }
        for item in xAxis.items {
            guard let view = item.label?.view else { continue }
            let y = xAxis.edge == .top ? plot.minY - ChartDefaults.labelSpacing
                                        : plot.maxY + (item.tick?.length ?? 0) + ChartDefaults.labelSpacing
            out.append(ViewPlacement(view: view, point: CGPoint(x: item.position, y: y),
                                     alignment: xAxis.edge == .top ? .bottom : .top))
        }
        for item in yAxis.items {
            guard let view = item.label?.view else { continue }
            let leading = yAxis.edge == .leading
            let x = leading ? plot.minX - ChartDefaults.labelSpacing : plot.maxX + ChartDefaults.labelSpacing
            out.append(ViewPlacement(view: view, point: CGPoint(x: x, y: item.position),
                                     alignment: leading ? .trailing : .leading))
        }
        return out
    }

    /// The rectangle an annotation is placed against.
    private func targetRect(_ i: Int) -> CGRect? {
        switch marks[i].kind {
        case .bar, .rectangle: return rect(of: i)
        case .rule:
            guard let (a, b) = rule(of: i) else { return nil }
            return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        case .sector:
            guard let path = sectorPath(i) else { return nil }
            return path.boundingRect
        default:
            guard let p = point(of: i) else { return nil }
            let d = marks[i].symbolSize ?? CGSize(width: ChartDefaults.pointDiameter,
                height: ChartDefaults.pointDiameter)
            return CGRect(x: p.x - d.width / 2, y: p.y - d.height / 2, width: d.width, height: d.height)
        }
    }

    private func placement(_ note: MarkAnnotation, target r: CGRect, horizontalBar: Bool) -> ViewPlacement {
        let s = note.spacing ?? ChartDefaults.annotationSpacing
        var kind = note.position.kind
        if kind == .automatic { kind = horizontalBar ? .trailing : .top }
        let a = note.alignment ?? .center
        // Along the side, the alignment picks the mark's leading, centre or trailing edge.
        func alongX() -> (CGFloat, HorizontalAlignment) {
            if a.horizontal == .leading { return (r.minX, .leading) }
            if a.horizontal == .trailing { return (r.maxX, .trailing) }
            return (r.midX, .center)
        }
        func alongY() -> (CGFloat, VerticalAlignment) {
            if a.vertical == .top { return (r.minY, .top) }
            if a.vertical == .bottom { return (r.maxY, .bottom) }
            return (r.midY, .center)
        }
        switch kind {
        case .top:
            let (x, h) = alongX()
            return ViewPlacement(view: note.content, point: CGPoint(x: x, y: r.minY - s),
                alignment: Alignment(horizontal: h, vertical: .bottom))
        case .bottom:
            let (x, h) = alongX()
            return ViewPlacement(view: note.content, point: CGPoint(x: x, y: r.maxY + s),
                alignment: Alignment(horizontal: h, vertical: .top))
        case .leading:
            let (y, v) = alongY()
            return ViewPlacement(view: note.content, point: CGPoint(x: r.minX - s, y: y),
                alignment: Alignment(horizontal: .trailing, vertical: v))
        case .trailing:
            let (y, v) = alongY()
            return ViewPlacement(view: note.content, point: CGPoint(x: r.maxX + s, y: y),
                alignment: Alignment(horizontal: .leading, vertical: v))
        case .topLeading:
            return ViewPlacement(view: note.content, point: CGPoint(x: r.minX, y: r.minY - s),
                alignment: .bottomLeading)
        case .topTrailing:
            return ViewPlacement(view: note.content, point: CGPoint(x: r.maxX, y: r.minY - s),
                alignment: .bottomTrailing)
        case .bottomLeading:
            return ViewPlacement(view: note.content, point: CGPoint(x: r.minX, y: r.maxY + s), alignment: .topLeading)
        case .bottomTrailing:
            return ViewPlacement(view: note.content, point: CGPoint(x: r.maxX, y: r.maxY + s), alignment: .topTrailing)
        case .overlay, .automatic:
            let (x, h) = alongX()
            let (y, v) = alongY()
            return ViewPlacement(view: note.content, point: CGPoint(x: x, y: y),
                                 alignment: Alignment(horizontal: h, vertical: v))
        }
    }
}

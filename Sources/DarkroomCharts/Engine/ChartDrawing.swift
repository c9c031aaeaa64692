import Foundation

/// Draws a laid-out chart into a graphics context: grid, marks, axes. Everything is
/// a path or text in the display list, so PDF and SVG keep vectors and real text.
nonisolated extension ChartModel {
    func draw(in context: GraphicsContext) {
        drawGrid(in: context)
        let unclipped = context
        var context = context
        if settings.xScale.visibleLength != nil || settings.yScale.visibleLength != nil {
            // A scrolled chart shows one page: marks beyond it are cut at the plot's edges.
            context.clip(to: Path(plot))
        }
        let order = marks.indices.sorted { (marks[$0].zIndex, $0) < (marks[$1].zIndex, $1) }
        // One pass groups lines and areas into series (a series draws where its first mark is).
        var seriesOf: [Int: Int] = [:]
        var members: [[Int]] = []
        var seriesIndex: [SeriesKey: Int] = [:]
        for i in marks.indices where marks[i].kind == .line || marks[i].kind == .area {
            let key = seriesKey(i)
            let s: Int
            if let known = seriesIndex[key] {
                s = known
            } else {
                s = members.count
                seriesIndex[key] = s
                members.append([])
            }
            members[s].append(i)
            seriesOf[i] = s
        }
        var drawnSeries = Set<Int>()
        for i in order {
            var ctx = context
            ctx.opacity = marks[i].opacity
            switch marks[i].kind {
            case .bar, .rectangle: drawRect(i, in: ctx)
            case .point: drawSymbol(i, in: ctx)
            case .rule: drawRule(i, in: ctx)
            case .sector: drawSector(i, in: ctx)
            case .line, .area:
                guard let s = seriesOf[i], drawnSeries.insert(s).inserted else { continue }
                drawSeries(members[s], in: ctx)
            }
        }
        drawAxes(in: unclipped)
    }

    // MARK: Marks

    private func shading(_ i: Int, bounds: CGRect) -> GraphicsContext.Shading {
        let style = styles.style(for: marks[i])
        return .style(style)
    }

    private func drawRect(_ i: Int, in context: GraphicsContext) {
        guard let r = rect(of: i), r.width.isFinite, r.height.isFinite else { return }
        var path = Path(r)
        if let radius = marks[i].cornerRadius, radius > 0 {
            path = Path(roundedRect: r, cornerRadius: min(radius, r.width / 2, r.height / 2))
        }
        if let clip = marks[i].clipShape { path = clip.path(r) }
        context.fill(path, with: shading(i, bounds: marks[i].alignsStyleWithPlot ? plot : r))
    }

    private func drawSymbol(_ i: Int, in context: GraphicsContext) {
        guard let p = point(of: i) else { return }
        let mark = marks[i]
        let size = mark.symbolSize ?? CGSize(width: ChartDefaults.pointDiameter, height: ChartDefaults.pointDiameter)
        let r = CGRect(x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height)
        if mark.symbolView != nil { return }
        let symbol = styles.symbol(for: mark) ?? .circle
        let path = symbol.path(in: r)
        if symbol.isStroked {
            context.stroke(path, with: shading(i, bounds: r), lineWidth: max(1, size.width / 5))
        } else {
            context.fill(path, with: shading(i, bounds: r))
        }
    }

    private func drawRule(_ i: Int, in context: GraphicsContext) {
        guard let (a, b) = rule(of: i) else { return }
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        let off = marks[i].offset
        path = path.offsetBy(dx: off.width, dy: off.height)
        let style = marks[i].strokeStyle ?? StrokeStyle(lineWidth: ChartDefaults.ruleWidth)
        context.stroke(path, with: shading(i, bounds: path.boundingRect), style: style)
    }

    private func drawSector(_ i: Int, in context: GraphicsContext) {
        guard let path = sectorPath(i) else { return }
        context.fill(path, with: shading(i, bounds: path.boundingRect))
    }

    /// A sector: sectors start at 12 o'clock and run clockwise in data order.
    func sectorPath(_ i: Int) -> Path? {
        let sectors = marks.indices.filter { marks[$0].kind == .sector }
        let total = sectors.reduce(0.0) { $0 + (marks[$1].angle ?? 0) }
        guard total > 0, let value = marks[i].angle, value > 0 else { return nil }
        let before = sectors.prefix { $0 != i }.reduce(0.0) { $0 + (marks[$1].angle ?? 0) }
        let mark = marks[i]
        let center = CGPoint(x: plot.midX + mark.offset.width, y: plot.midY + mark.offset.height)
        let available = min(plot.width, plot.height) / 2
        let outer = mark.outerRadius.length(band: available, automatic: 1)
        let inner = max(0, min(outer, mark.innerRadius.length(band: outer, automatic: 0)))
        let start = -Double.pi / 2 + 2 * Double.pi * before / total
        let end = start + 2 * Double.pi * value / total
        let inset = Double(mark.angularInset) / 2
        let outerInset = outer > 0 ? inset / Double(outer) : 0
        let innerInset = inner > 0 ? inset / Double(inner) : outerInset
        guard end - start > 2 * outerInset else { return nil }
        var path = Path()
        path.addArc(center: center, radius: outer, startAngle: .radians(start + outerInset),
                    endAngle: .radians(end - outerInset), clockwise: false)
        if inner > 0, end - start > 2 * innerInset {
            path.addArc(center: center, radius: inner, startAngle: .radians(end - innerInset),
                        endAngle: .radians(start + innerInset), clockwise: true)
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }

    // MARK: Lines and areas

    struct SeriesKey: Hashable {
        var kind: MarkRecord.Kind
        var series: PlotPrimitive?
        var style: PlotPrimitive?
        var symbol: PlotPrimitive?
        var line: PlotPrimitive?
    }

    func seriesKey(_ i: Int) -> SeriesKey {
        SeriesKey(kind: marks[i].kind, series: marks[i].series?.value, style: marks[i].styleKey?.value,
                  symbol: marks[i].symbolKey?.value, line: marks[i].lineStyleKey?.value)
    }

    /// Draws one line or area through its marks, in data order.
    private func drawSeries(_ members: [Int], in context: GraphicsContext) {
        guard let first = members.first else { return }
        let mark = marks[first]
        // A NaN (function plots) breaks the line into runs.
        var runs: [[Int]] = [[]]
        for i in members {
            if point(of: i) == nil {
                if !(runs.last?.isEmpty ?? true) { runs.append([]) }
            } else {
                runs[runs.count - 1].append(i)
            }
        }
        for run in runs where !run.isEmpty {
            let top = run.compactMap { point(of: $0) }
            if mark.kind == .line {
                let path = Interpolation.path(through: top, method: mark.interpolation)
                let style = mark.strokeStyle ?? styles.dash(for: mark)
                    ?? StrokeStyle(lineWidth: ChartDefaults.lineWidth, lineCap: .round, lineJoin: .round)
                let bounds = mark.alignsStyleWithPlot ? plot : path.boundingRect
                context.stroke(path, with: shading(first, bounds: bounds), style: style)
                if mark.symbol != nil || mark.symbolKey != nil {
                    for i in run { drawSymbol(i, in: context) }
                }
            } else {
                let bottom = run.compactMap { point(of: $0, upper: false) }
                var path = Interpolation.path(through: top, method: mark.interpolation)
                let back = Interpolation.path(through: bottom.reversed(), method: mark.interpolation)
                if let last = bottom.last { path.addLine(to: last) }
                path.append(continuing: back)
                path.closeSubpath()
                let bounds = mark.alignsStyleWithPlot ? plot : path.boundingRect
                context.fill(path, with: shading(first, bounds: bounds))
            }
        }
    }

    // MARK: Grid and axes

    private func drawGrid(in context: GraphicsContext) {
        for (axis, horizontal) in [(xAxis, true), (yAxis, false)] where axis.visible {
            for item in axis.items {
                guard let grid = item.grid else { continue }
                var path = Path()
                // `.extended` runs each grid line on through the axis's label area.
                let reach = axis.preset == .extended ? axis.extent : 0
                let nearStart = axis.edge == .top || axis.edge == .leading
                if horizontal {
                    path.move(to: CGPoint(x: item.position, y: plot.minY - (nearStart ? reach : 0)))
                    path.addLine(to: CGPoint(x: item.position, y: plot.maxY + (nearStart ? 0 : reach)))
                } else {
                    path.move(to: CGPoint(x: plot.minX - (nearStart ? reach : 0), y: item.position))
                    path.addLine(to: CGPoint(x: plot.maxX + (nearStart ? 0 : reach), y: item.position))
                }
                let dash = horizontal && axis.isDate ? ChartDefaults.dateGridDash : []
                let stroke = grid.stroke ?? StrokeStyle(lineWidth: ChartDefaults.gridWidth, dash: dash)
                let style = grid.style ?? AnyShapeStyle(ChartDefaults.gridColor)
                context.stroke(path, with: .style(style), style: stroke)
            }
        }
    }

    private func drawAxes(in context: GraphicsContext) {
        if xAxis.visible {
            let bottom = xAxis.edge != .top
            let edgeY = bottom ? plot.maxY : plot.minY
            for item in xAxis.items {
                var below = edgeY
                if let tick = item.tick {
                    var path = Path()
                    let end = bottom ? edgeY + tick.length : edgeY - tick.length
                    path.move(to: CGPoint(x: item.position, y: edgeY))
                    path.addLine(to: CGPoint(x: item.position, y: end))
                    context.stroke(path, with: .style(tick.style ?? AnyShapeStyle(ChartDefaults.gridColor)),
                                   style: tick.stroke ?? StrokeStyle(lineWidth: ChartDefaults.gridWidth))
                    below = end
                }
                guard let label = item.label, let text = label.text else { continue }
                if xAxis.preset == .inset {
                    // Inset labels sit inside the plot, just past their value, above the bottom edge.
                    let point = CGPoint(x: item.position + 2 + label.offset.width,
                                        y: (bottom ? plot.maxY - 2 : plot.minY + 2) + label.offset.height)
                    draw(text, style: label.style, at: point, anchor: bottom ? .bottomLeading : .topLeading,
                         in: context)
                    continue
                }
                let y = bottom ? below + ChartDefaults.labelSpacing : below - ChartDefaults.labelSpacing
                if label.rotation != 0 {
                    // A turned label: its end nearest the axis sits under the value.
                    var turned = context
                    turned.translateBy(x: item.position + label.offset.width, y: y + label.offset.height)
                    turned.rotate(by: .degrees(label.rotation))
                    let nearEnd: UnitPoint = (label.rotation < 0) == bottom ? .trailing : .leading
                    draw(text, style: label.style, at: .zero, anchor: nearEnd, in: turned)
                    continue
                }
                let anchor = label.anchor ?? (label.centered ? (bottom ? .top : .bottom)
                                                             : (bottom ? .topLeading : .bottomLeading))
                let x = label.centered ? item.position : item.position + 2
                if x.isFinite, x < .infinity, label.size.height > 20, label.anchor == nil, label.centered {
                    // A wrapped category label: its lines in a box centred under the band.
                    let box = CGRect(x: x - label.size.width / 2 + label.offset.width,
                                     y: bottom ? y + label.offset.height : y - label.size.height + label.offset.height,
                                     width: label.size.width, height: label.size.height)
                    var resolved = context.resolve(text)
                    resolved.shading = .style(label.style ?? AnyShapeStyle(ChartDefaults.labelColor))
                    context.draw(resolved, in: box)
                    continue
                }
                draw(text, style: label.style, at: CGPoint(x: x + label.offset.width, y: y + label.offset.height),
                     anchor: anchor, in: context)
            }
        }
        if yAxis.visible {
            let trailing = yAxis.edge != .leading
            let edgeX = trailing ? plot.maxX : plot.minX
            for item in yAxis.items {
                var beside = edgeX
                if let tick = item.tick {
                    var path = Path()
                    let end = trailing ? edgeX + tick.length : edgeX - tick.length
                    path.move(to: CGPoint(x: edgeX, y: item.position))
                    path.addLine(to: CGPoint(x: end, y: item.position))
                    context.stroke(path, with: .style(tick.style ?? AnyShapeStyle(ChartDefaults.gridColor)),
                                   style: tick.stroke ?? StrokeStyle(lineWidth: ChartDefaults.gridWidth))
                    beside = end
                }
                guard let label = item.label, let text = label.text else { continue }
                if yAxis.preset == .inset {
                    // Inset labels sit inside the plot, above their grid line, against the axis edge.
                    let point = CGPoint(x: (trailing ? plot.maxX - 2 : plot.minX + 2) + label.offset.width,
                                        y: item.position - 2 + label.offset.height)
                    draw(text, style: label.style, at: point, anchor: trailing ? .bottomTrailing : .bottomLeading,
                         in: context)
                    continue
                }
                let x = trailing ? beside + ChartDefaults.labelSpacing : beside - ChartDefaults.labelSpacing
                if label.rotation != 0 {
                    var turned = context
                    let half = label.size.width / 2
                    turned.translateBy(x: (trailing ? x + half : x - half) + label.offset.width,
                                       y: item.position + label.offset.height)
                    turned.rotate(by: .degrees(label.rotation))
                    draw(text, style: label.style, at: .zero, anchor: .center, in: turned)
                    continue
                }
                let anchor = label.anchor ?? (trailing ? .leading : .trailing)
                draw(text, style: label.style,
                     at: CGPoint(x: x + label.offset.width, y: item.position + label.offset.height),
                     anchor: anchor, in: context)
            }
        }
    }

    private func draw(_ text: Text, style: AnyShapeStyle?, at point: CGPoint, anchor: UnitPoint,
                      in context: GraphicsContext) {
        var resolved = context.resolve(text)
        resolved.shading = .style(style ?? AnyShapeStyle(ChartDefaults.labelColor))
        context.draw(resolved, at: point, anchor: anchor)
    }
}

nonisolated extension Path {
    /// Appends a path as a continuation of the current subpath: its opening `move`
    /// is dropped (the outline already stands at that point), so one shape results.
    mutating func append(continuing other: Path) {
        var first = true
        other.forEach { element in
            defer { first = false }
            switch element {
            case .move(let p): if !first { move(to: p) }
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }
}

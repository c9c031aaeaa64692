import Foundation

/// Places the plot inside the chart: axes take the space their labels need, y on the
/// trailing edge and x at the bottom unless their marks say otherwise.
enum ChartLayoutPass {
    static func layout(_ model: inout ChartModel, measure: (Text, CGFloat) -> CGSize,
                       measureView: (AnyView, CGSize) -> CGSize) {
        model.yAxis = AxisLayout.make(scale: model.y, settings: model.settings.yAxis, horizontal: false,
                                      available: model.size.height, measure: measure)
        let width = model.size.width - (model.yAxis.visible ? model.yAxis.extent : 0)
        model.xAxis = AxisLayout.make(scale: model.x, settings: model.settings.xAxis, horizontal: true,
                                      available: width, measure: measure)
        var plot = CGRect(origin: .zero, size: model.size)
        if model.yAxis.visible {
            switch model.yAxis.edge {
            case .leading: plot.origin.x += model.yAxis.extent; plot.size.width -= model.yAxis.extent
            default: plot.size.width -= model.yAxis.extent
            }
            // Half a label above the top value and below the bottom one keeps the labels inside
            // the chart (Apple's beta let the top label overflow: a bug it acknowledged).
            let half = (model.yAxis.items.compactMap { $0.label?.size.height }.max() ?? 0) / 2
            plot.origin.y += half
            plot.size.height -= half
            if !model.xAxis.visible || model.xAxis.edge == .top { plot.size.height -= half }
        }
        if model.xAxis.visible {
            switch model.xAxis.edge {
            case .top: plot.origin.y += model.xAxis.extent; plot.size.height -= model.xAxis.extent
            default: plot.size.height -= model.xAxis.extent
            }
        }
        plot.size.width = max(0, plot.size.width)
        plot.size.height = max(0, plot.size.height)
        if let plotStyle = model.settings.plotStyle {
            // A plot style may size the plot (`frame(height:)`, `aspectRatio`): it keeps its top-leading corner.
            let styled = measureView(plotStyle(AnyView(Color.clear)), plot.size)
            if styled.width.isFinite, styled.height.isFinite {
                plot.size = CGSize(width: min(plot.width, max(0, styled.width)),
                                   height: min(plot.height, max(0, styled.height)))
            }
        }
        model.plot = plot
        if var x = model.x {
            let r = model.settings.xScale.range
            if let explicit = r?.explicit {
                x.start = plot.minX + explicit.lowerBound; x.end = plot.minX + explicit.upperBound
            } else {
                x.start = plot.minX + (r?.start ?? 0); x.end = plot.maxX - (r?.end ?? 0)
            }
            if x.reversed { swap(&x.start, &x.end) }
            model.x = x
        }
        if var y = model.y {
            let r = model.settings.yScale.range
            if let explicit = r?.explicit {
                y.start = plot.maxY - explicit.lowerBound; y.end = plot.maxY - explicit.upperBound
            } else {
                y.start = plot.maxY - (r?.start ?? 0); y.end = plot.minY + (r?.end ?? 0)
            }
            // Categories on y read top-down in data order, as a list does (Swift Charts' order).
            if y.isCategory { swap(&y.start, &y.end) }
            if y.reversed { swap(&y.start, &y.end) }
            model.y = y
        }
        for i in model.xAxis.items.indices {
            model.xAxis.items[i].position = axisPosition(model.xAxis.items[i].value, model.x)
        }
        for i in model.yAxis.items.indices {
            model.yAxis.items[i].position = axisPosition(model.yAxis.items[i].value, model.y)
        }
    }

    /// Axis values sit at band centres for categories, at the exact value otherwise.
    private static func axisPosition(_ value: PlotPrimitive, _ scale: PositionScale?) -> CGFloat {
        guard let scale else { return 0 }
        if scale.isCategory { return scale.position(value) ?? 0 }
        return value.continuous.map(scale.map) ?? 0
    }
}

/// The legend's entries (drawn as views below the plot by default).
struct LegendLayout {
    var entries: [(label: String, style: AnyShapeStyle, symbol: BasicChartSymbolShape?)] = []
}

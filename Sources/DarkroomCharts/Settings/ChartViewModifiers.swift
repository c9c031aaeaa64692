import Foundation

// Chart modifiers are view modifiers that write the environment: on a `Chart`, or on any
// container of charts, where the innermost wins (Swift Charts behaves the same way).

nonisolated extension View {
    func chartSetting(_ apply: @escaping (inout ChartSettings) -> Void)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        modifier(_ChartSettingModifier(apply: apply))
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.xAxis.visibility = visibility }
    }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.yAxis.visibility = visibility }
    }
    /// The marks of the x axis.
    public func chartXAxis(@AxisContentBuilder content: () -> _AxisContentList)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let marks = content().marks
        return chartSetting { $0.xAxis.content = marks; $0.xAxis.visibility = .visible }
    }
    /// The marks of the y axis.
    public func chartYAxis(@AxisContentBuilder content: () -> _AxisContentList)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let marks = content().marks
        return chartSetting { $0.yAxis.content = marks; $0.yAxis.visibility = .visible }
    }
    /// A title for the x axis (below its labels by default).
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                    alignment: Alignment? = nil, spacing: CGFloat? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let text = Text(String(label))
        return chartSetting {
            $0.xAxis.label = AxisLabelSettings(position: position, alignment: alignment ?? .center, spacing: spacing,
                                               content: AnyView(text), text: text)
        }
    }
    /// A title for the y axis (beside its labels by default).
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                    alignment: Alignment? = nil, spacing: CGFloat? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let text = Text(String(label))
        return chartSetting {
            $0.yAxis.label = AxisLabelSettings(position: position, alignment: alignment ?? .center, spacing: spacing,
                                               content: AnyView(text), text: text)
        }
    }
    /// A title view for the x axis.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let view = content()
        let text = view as? Text
        return chartSetting {
            $0.xAxis.label = AxisLabelSettings(position: position, alignment: alignment ?? .center, spacing: spacing,
                                               content: AnyView(view), text: text)
        }
    }
    /// A title view for the y axis.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let view = content()
        let text = view as? Text
        return chartSetting {
            $0.yAxis.label = AxisLabelSettings(position: position, alignment: alignment ?? .center, spacing: spacing,
                                               content: AnyView(view), text: text)
        }
    }

    // MARK: Scales

    /// The x scale's domain and type.
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let setting = domain._domainSetting.setting
        return chartSetting { $0.xScale.domain = setting; if let type { $0.xScale.type = type } }
    }
    /// The y scale's domain and type.
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let setting = domain._domainSetting.setting
        return chartSetting { $0.yScale.domain = setting; if let type { $0.yScale.type = type } }
    }
    /// The x scale's range in the plot and its type.
    public func chartXScale(range: PositionScaleRange, type: ScaleType? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.xScale.range = range; if let type { $0.xScale.type = type } }
    }
    /// The y scale's range in the plot and its type.
    public func chartYScale(range: PositionScaleRange, type: ScaleType? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.yScale.range = range; if let type { $0.yScale.type = type } }
    }
    /// The x scale's range as points.
    public func chartXScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        chartXScale(range: PositionScaleRange(range), type: type)
    }
    /// The y scale's range as points.
    public func chartYScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        chartYScale(range: PositionScaleRange(range), type: type)
    }
    /// The x scale's domain, range and type.
    public func chartXScale<D: ScaleDomain>(domain: D, range: PositionScaleRange, type: ScaleType? = nil)
        -> ModifiedContent<ModifiedContent<Self, _ChartSettingModifier>, _ChartSettingModifier> {
        chartXScale(domain: domain, type: type).chartXScale(range: range)
    }
    /// The y scale's domain, range and type.
    public func chartYScale<D: ScaleDomain>(domain: D, range: PositionScaleRange, type: ScaleType? = nil)
        -> ModifiedContent<ModifiedContent<Self, _ChartSettingModifier>, _ChartSettingModifier> {
        chartYScale(domain: domain, type: type).chartYScale(range: range)
    }
    /// The x scale's type.
    public func chartXScale(type: ScaleType?) -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.xScale.type = type }
    }
    /// The y scale's type.
    public func chartYScale(type: ScaleType?) -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.yScale.type = type }
    }

    // MARK: Legend and styles

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.legend.visibility = visibility }
    }
    /// Where the legend sits and how it is aligned.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                            spacing: CGFloat? = nil) -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.legend.position = position; $0.legend.alignment = alignment; $0.legend.spacing = spacing }
    }
    /// A legend view of your own.
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                     spacing: CGFloat? = nil, @ViewBuilder content: () -> C)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let view = AnyView(content())
        return chartSetting {
            $0.legend.position = position; $0.legend.alignment = alignment; $0.legend.spacing = spacing
            $0.legend.content = view
        }
    }
    /// Pairs data values with styles, in legend order.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let domain = mapping.map(\.key._plotPrimitive)
        let range = mapping.map { AnyShapeStyle($0.value) }
        return chartSetting { $0.styleScale = StyleScaleSettings(domain: domain, range: range) }
    }
    /// The data values (in legend order) and the styles they take, in order.
    public func chartForegroundStyleScale<D: Plottable, R: ShapeStyle>(domain: [D], range: [R], type: ScaleType? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let d = domain.map(\._plotPrimitive)
        let r = range.map { AnyShapeStyle($0) }
        return chartSetting { $0.styleScale = StyleScaleSettings(domain: d, range: r) }
    }
    /// The data values in legend order.
    public func chartForegroundStyleScale<D: Plottable>(domain: [D], type: ScaleType? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let d = domain.map(\._plotPrimitive)
        return chartSetting { $0.styleScale.domain = d }
    }
    /// The styles categories take, in order.
    public func chartForegroundStyleScale<R: ShapeStyle>(range: [R], type: ScaleType? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let r = range.map { AnyShapeStyle($0) }
        return chartSetting { $0.styleScale.range = r }
    }
    /// A gradient for numeric style values.
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.styleScale.gradient = range }
    }
    /// The data values and a function that styles each.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], mapping: @escaping (D) -> S)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        let d = domain.map(\._plotPrimitive)
        return chartSetting {
            $0.styleScale.domain = d
            $0.styleScale.mapping = { PlottableConversion.make($0, as: D.self).map { AnyShapeStyle(mapping($0)) } }
        }
    }
    /// A function that styles each data value.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting {
            $0.styleScale.mapping = { PlottableConversion.make($0, as: D.self).map { AnyShapeStyle(mapping($0)) } }
        }
    }
    /// Pairs data values with symbols.
    public func chartSymbolScale<D: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<D, S>)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        var table: [PlotPrimitive: BasicChartSymbolShape] = [:]
        for (k, v) in mapping { table[k._plotPrimitive] = (v as? BasicChartSymbolShape) ?? .circle }
        let order = mapping.map(\.key._plotPrimitive)
        return chartSetting { $0.symbolScale = table; $0.symbolOrder = order }
    }
    /// Pairs data values with line styles.
    public func chartLineStyleScale<D: Plottable>(_ mapping: KeyValuePairs<D, StrokeStyle>)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        var table: [PlotPrimitive: StrokeStyle] = [:]
        for (k, v) in mapping { table[k._plotPrimitive] = v }
        return chartSetting { $0.lineStyleScale = table }
    }

    // MARK: Plot area, background, overlay

    /// Styles the plot area (background, border); size changes are not applied.
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (_ChartPlotContent) -> C)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.plotStyle = { AnyView(content(_ChartPlotContent(base: $0))) } }
    }
    /// A view behind the chart, given a proxy to its scales.
    public func chartBackground<V: View>(alignment: Alignment = .center,
        @ViewBuilder content: @escaping (ChartProxy) -> V)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.background = { AnyView(content($0)) } }
    }
    /// A view over the chart, given a proxy to its scales.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V)
        -> ModifiedContent<Self, _ChartSettingModifier> {
        chartSetting { $0.overlay = { AnyView(content($0)) } }
    }
}

/// The plot area handed to `chartPlotStyle`: style it like any view.
nonisolated public struct _ChartPlotContent: View {
    let base: AnyView
    /// The plot area.
    public var body: some View { base }
}

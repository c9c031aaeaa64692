import Foundation

/// A view that displays a chart, as Swift Charts' `Chart`.
///
/// The chart takes all the space it is offered. Its marks, grid lines, ticks and
/// labels are drawn with Darkroom's own paths and text, so a PDF or SVG of it keeps
/// vectors and real, searchable text. Chart modifiers (`chartXAxis`, `chartLegend`,
/// …) may sit on the chart or on any container around it; the innermost wins.
nonisolated public struct Chart<Content: ChartContent>: View {
    let content: Content

    /// A chart of the content the builder makes.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart with content for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data: data, id: \.id, content: content)
    }

    /// A chart with content for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data: data, id: id, content: content)
    }

    /// The laid-out chart: plot, axes, legend.
    public var body: some View {
        let environment = EnvironmentValues.inEffect
        return ChartFrame(marks: ChartResolver.marks(of: content), settings: environment.chartSettings,
                          environment: environment)
    }
}

/// The chart with its legend and axis titles around the plot.
nonisolated struct ChartFrame: View {
    let marks: [MarkRecord]
    let settings: ChartSettings
    let environment: EnvironmentValues

    var body: some View {
        let styles = StyleScales(marks: marks, settings: settings)
        let legend = settings.legend
        let entries = LegendView.entries(styles: styles)
        let showLegend = legend.visibility != .hidden && (legend.content != nil || !entries.isEmpty)
        let side = legend.position.kind
        let legendView = AnyView(legend.content ?? AnyView(LegendView(entries: entries)))
        let spacing = legend.spacing ?? ChartDefaults.legendSpacing
        let alignment = legend.alignment ?? .leading
        return VStack(alignment: .leading, spacing: spacing) {
            if showLegend && side == .top {
                legendView.frame(maxWidth: .infinity, alignment: alignment)
            }
            if let title = settings.yAxis.label {
                title.content.font(ChartDefaults.labelFont).foregroundStyle(ChartDefaults.labelColor)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            HStack(spacing: spacing) {
                if showLegend && side == .leading { legendView }
                PlotArea(marks: marks, settings: settings, environment: environment)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                if showLegend && side == .trailing { legendView }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            if let title = settings.xAxis.label {
                title.content.font(ChartDefaults.labelFont).foregroundStyle(ChartDefaults.labelColor)
                    .frame(maxWidth: .infinity, alignment: title.alignment == .center ? .center : .trailing)
            }
            if showLegend && (side == .automatic || side == .bottom) {
                legendView.frame(maxWidth: .infinity, alignment: alignment)
            }
        }
    }
}

/// The default legend: a row of circle swatches (or symbols) with secondary-grey labels.
nonisolated struct LegendView: View {
    typealias Entry = (label: String, style: AnyShapeStyle, symbol: BasicChartSymbolShape?)
    let entries: [Entry]

    static func entries(styles: StyleScales) -> [Entry] {
        guard styles.styleContinuous == nil else { return [] }
        return styles.styleCategories.map { value in
            var symbol: BasicChartSymbolShape?
            if styles.symbolLabel != nil, styles.symbolLabel == styles.styleLabel,
               let i = styles.symbolCategories.firstIndex(of: value) {
                symbol = ChartDefaults.symbols[i % ChartDefaults.symbols.count]
            }
            return (value.label, styles.style(for: value), symbol)
        }
    }

    var body: some View {
        HStack(spacing: 12) {
            ForEach(0..<entries.count, id: \.self) { i in
                HStack(spacing: 4) {
                    (entries[i].symbol ?? .circle)
                        .fill(entries[i].style)
                        .frame(width: ChartDefaults.legendSwatch, height: ChartDefaults.legendSwatch)
                    Text(entries[i].label)
                        .font(ChartDefaults.labelFont)
                        .foregroundStyle(ChartDefaults.labelColor)
                }
            }
        }
    }
}

/// The plot, its axes and the views placed over it (annotations, overlay, background).
nonisolated struct PlotArea: View {
    let marks: [MarkRecord]
    let settings: ChartSettings
    let environment: EnvironmentValues

    var body: some View {
        let marks = self.marks
        let settings = self.settings
        let environment = self.environment
        return GeometryReader { geometry in
            let measure = { (text: Text, width: CGFloat) in
                GraphicsContext.ResolvedText(text, environment: environment)
                    .measure(in: CGSize(width: width, height: .infinity))
            }
            PlotLayers(model: ChartModel(marks: marks, settings: settings, size: geometry.size, measure: measure,
                                         measureView: { PlotArea.size(of: $0, proposed: $1,
                                             environment: environment) }))
        }
    }
}

nonisolated extension PlotArea {
    /// The size a view takes when offered `proposed` (the plot style's `frame` or `aspectRatio`).
    static func size(of view: AnyView, proposed: CGSize, environment: EnvironmentValues) -> CGSize {
        let options = RenderOptions(proposedSize: ProposedViewSize(proposed), environment: environment)
        return (try? ViewRenderer(options: options).layout(view).frame.size) ?? proposed
    }
}

/// The layers of a laid-out chart.
nonisolated struct PlotLayers: View {
    let model: ChartModel

    var body: some View {
        let model = self.model
        let proxy = ChartProxy(x: model.x, y: model.y, plot: model.plot)
        let placements = model.viewPlacements()
        return ZStack(alignment: .topLeading) {
            if let background = model.settings.background { background(proxy) }
            if let plotStyle = model.settings.plotStyle {
                plotStyle(AnyView(Color.clear))
                    .frame(width: model.plot.width, height: model.plot.height)
                    .offset(x: model.plot.minX, y: model.plot.minY)
            }
            Canvas { context, _ in model.draw(in: context) }
            ForEach(0..<placements.count, id: \.self) { i in
                placements[i].view
                    .fixedSize()
                    .frame(width: 0, height: 0, alignment: placements[i].alignment)
                    .position(placements[i].point)
            }
            if let overlay = model.settings.overlay { overlay(proxy) }
        }
    }
}

import Foundation

/// Everything chart modifiers set, carried in the environment so that a modifier on
/// a container reaches every chart inside it and the innermost one wins.
struct ChartSettings {
    var xAxis = AxisSettings()
    var yAxis = AxisSettings()
    var xScale = ScaleSettings()
    var yScale = ScaleSettings()
    var legend = LegendSettings()
    var styleScale = StyleScaleSettings()
    var symbolScale: [PlotPrimitive: BasicChartSymbolShape]?
    var symbolOrder: [PlotPrimitive]?
    var lineStyleScale: [PlotPrimitive: StrokeStyle]?
    var plotStyle: ((AnyView) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
    var overlay: ((ChartProxy) -> AnyView)?
}

struct AxisSettings {
    var visibility: Visibility = .automatic
    var content: [AxisMarksSpec]?
    var label: AxisLabelSettings?
}

struct AxisLabelSettings {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
    var text: Text?
}

struct ScaleSettings {
    var domain: ScaleDomainSetting?
    var range: PositionScaleRange?
    var type: ScaleType?
    /// `chartXVisibleDomain(length:)`: how much of the domain a still frame shows (a scrolling chart's page).
    var visibleLength: Double?
    /// `chartScrollPosition`: where the visible domain starts.
    var scrollStart: PlotPrimitive?
}

enum ScaleDomainSetting {
    case continuous(Double, Double, isDate: Bool)
    case categories([PlotPrimitive])
    case automatic(includesZero: Bool?, reversed: Bool?)
}

struct LegendSettings {
    var visibility: Visibility = .automatic
    var position: AnnotationPosition = .automatic
    var alignment: Alignment?
    var spacing: CGFloat?
    var content: AnyView?
}

struct StyleScaleSettings {
    var domain: [PlotPrimitive]?
    var range: [AnyShapeStyle]?
    var gradient: Gradient?
    var mapping: ((PlotPrimitive) -> AnyShapeStyle?)?
}

private struct ChartSettingsKey: EnvironmentKey {
    static var defaultValue: ChartSettings { ChartSettings() }
}

nonisolated extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

/// Applies one chart setting on top of those in effect around the view.
nonisolated public struct _ChartSettingModifier: ViewModifier {
    let apply: (inout ChartSettings) -> Void
    /// Applies the setting to the environment of the content.
    public func body(content: Content) -> some View {
        var settings = EnvironmentValues.inEffect.chartSettings
        apply(&settings)
        return content.environment(\.chartSettings, settings)
    }
}
